#pragma once

#include <QJsonArray>
#include <QJsonObject>

#include <memory>

namespace adjutant::core {
struct Battle;
}

namespace adjutant::measure {

// The geometric facts (adjutant-cli measure, the app's inspector) of a battle as JSON (docs/cli.md). On a free-form
// table: every contact and overlap between bases, and for each unit (or only `onlyUnit`) every
// enemy unit within `within` (in the table's unit) with the distance and the rule set's zones,
// arcs and line of sight. On a Nieuport 1600 hex map: for each unit every enemy with the hex
// distance, arcs, fire zone and line of sight, and its line of command. Rule values come from
// resources/rulesets/<id>/measurements.json. Throws core::Error for an unknown unit or a unit
// the hex rules cannot place.
QJsonObject measure(const core::Battle &battle, const QString &onlyUnit, double within);

// What a measurement may keep for the next one of the same table (the app keeps one while a
// base is dragged): answers of line-of-sight tests by their exact inputs, and each unit's bases
// with what was worked out from them, so that only the lines a move changed are traced again.
// Answers are the same with or without it. One measurement at a time may use a cache (the
// measurement's own threads share it safely; two measurements at once on one cache do not).
class MeasureCache
{
public:
    MeasureCache();
    ~MeasureCache();
    MeasureCache(const MeasureCache &) = delete;
    MeasureCache &operator=(const MeasureCache &) = delete;
    struct Impl;
    Impl &impl() { return *d; }

private:
    std::unique_ptr<Impl> d;
};

// One unit measured both ways, as measure() would tell it, for the app while a base moves:
// `facts` is the unit's entry in measure()'s "units"; `reverse` holds, by enemy id, each enemy's
// entry about this unit (what measure() with that enemy as `onlyUnit` lists for it, the enemy's
// facts towards us) for every enemy within `within`; `contacts` and `overlaps` are those of
// measure()'s that involve a base of the unit, in its order (none on a hex map). On a free-form
// table one pass: contacts, overlaps and sight only against the bases near the unit (R-tree),
// the facts of each pair of groups on as many threads as the machine has cores (up to four;
// ADJUTANT_MEASURE_THREADS=n sets it), the answers the same as on one.
struct UnitMeasurement
{
    QJsonObject facts;
    QJsonObject reverse;
    QJsonArray contacts;
    QJsonArray overlaps;
};
UnitMeasurement measureUnit(const core::Battle &battle, const QString &unit, double within,
                            MeasureCache *cache = nullptr);

} // namespace adjutant::measure
