// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonArray>
#include <QJsonObject>

#include <cstddef>

namespace adjutant::core {
struct Battle;
}

namespace adjutant::measure {

class FactRules;
class MeasureCache;

// How many other bases may touch or overlap one base of a table that is measured whole: more is
// a pile (copies of units stacked on one spot), whose every two bases are a pair, so that its
// measurement, and its marks on the table, would grow with the square of the pile
// (geometry::BaseIndex::crowded tells one in time linear in the table).
constexpr std::size_t mostBasesAtOneBase = 64;

// The facts of a free-form table (in MU or inches) for adjutant-cli measure and the app, as JSON
// (docs/cli.md): every contact and overlap between bases (of each kind at most 8 times the
// table's bases, the rest counted: on a pile of bases every two are a pair), and for each unit
// (every unit, or only the one at index `onlyUnit` when it is 0 or more) its enemies within
// `within` table units with the distance and the rule set's facts (`rules`), its nearest enemy,
// its side's commanders with their distance and command range, and the rule set's facts of the
// unit alone. The units' entries are worked out on the WorkerPool's threads; the answer is the
// same as on one.
QJsonObject measureTable(const core::Battle &battle, const FactRules &rules, int onlyUnit,
                         double within);

// One unit measured both ways, as measureTable() would tell it, for the app while a base moves:
// `facts` is the unit's entry in measureTable()'s "units"; `reverse` holds, by enemy id, each
// enemy's entry about this unit (what measureTable() with that enemy as `onlyUnit` lists for it)
// for every enemy within `within`; `contacts` and `overlaps` are those of measureTable()'s that
// involve a base of the unit, in its order (as many of each kind as measureTable() lists at
// most). One pass: contacts, overlaps and sight only against
// the bases near the unit (R-tree), the facts of each pair of units on the WorkerPool's threads,
// the answers the same as on one.
struct UnitMeasurement
{
    QJsonObject facts;
    QJsonObject reverse;
    QJsonArray contacts;
    QJsonArray overlaps;
};
UnitMeasurement measureTableUnit(const core::Battle &battle, const FactRules &rules, int unit,
                                 double within, MeasureCache *cache = nullptr);

} // namespace adjutant::measure
