// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "measure/factrules.h"
#include "rulesets/hexmoveplan.h"
#include "rulesets/zone.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QHash>
#include <QList>
#include <QSet>
#include <QString>

namespace adjutant::core {
struct Base;
struct Battle;
struct Unit;
} // namespace adjutant::core

namespace adjutant::measure {
class MeasureCache;
struct UnitMeasurement;
} // namespace adjutant::measure

namespace adjutant::rulesets {

struct ProcedureInfo;

// The facts of a procedure's input that the battle gives for one unit, each with where it comes
// from ("the battle's record of Dutch foot (front)"). The players confirm or override them.
struct Prefill
{
    QJsonObject facts;
    QHash<QString, QString> why; // by field key
};

// One fact of a unit towards an enemy as a player reads it (the inspector renders these rows
// for every rule set alike): what it is, its value in words, whether it is good or bad for the
// unit, and the rule it comes from.
struct FactView
{
    enum class Tone
    {
        Neutral,
        Good,
        Bad
    };
    QString key;   // stable, for tests and for keeping a row as answers change ("lineOfSight")
    QString label; // "Line of sight"
    QString value; // "blocked"
    Tone tone = Tone::Neutral;
    QString tip; // the rule's words with its section, and what is interpreted or missing
};

// What a rule set knows about the table (DESIGN.md, Measuring): its facts of a battle as
// adjutant-cli measure gives them (docs/cli.md) and the app's inspector shows them. A rule set
// without a table (none yet) has no TableRules.
class TableRules
{
public:
    virtual ~TableRules() = default;

    // A scenario (a resource path) on which every fact and overlay of the rule set shows: the
    // contract test measures it, and the docs show it.
    virtual QString exampleBattle() const = 0;
    // The facts measure() gives a unit towards an enemy ("lineOfSight" ...), each in every
    // entry of "enemies".
    virtual QStringList pairFactKeys() const = 0;

    // Where a battle enters (a scenario imported, a change applied, an event pulled from the
    // club): one line for each unit whose bases cannot stand on this table by the rules (as
    // measure() reads them, and as the rules let units share a hex), naming the unit and citing
    // the rule, so that no such state reaches the log (rulesets/battlecheck.h). None by default.
    virtual QStringList placementProblems(const core::Battle & /*battle*/) const { return {}; }

    // measure()'s "units" and, on a free-form table, "contacts", "overlaps" and "within": for
    // each unit (or only the one at index `onlyUnit`, 0 or more) its enemies within `within`
    // table units with the rule set's facts. Throws core::Error (MissingRuleValue among them).
    virtual QJsonObject measure(const core::Battle &battle, int onlyUnit, double within) const = 0;
    // One unit both ways (measure::UnitMeasurement), the cache kept by the caller between
    // measurements of the same table.
    virtual measure::UnitMeasurement measureUnit(const core::Battle &battle, int unit,
                                                 double within,
                                                 measure::MeasureCache *cache) const = 0;

    // The rows the inspector shows under an enemy, from `ours` (our entry about it in measure()'s
    // "enemies") and `theirs` (its entry about us, or empty), in that order. Contact is shown
    // by the app for every rule set alike and is not among them.
    virtual QList<FactView> describe(const core::Battle &battle, const QJsonObject &ours,
                                     const QJsonObject &theirs) const = 0;
    // The rows the inspector shows about the unit at index `unit` itself, above its enemies:
    // what it may do this turn (its move, the cost of a change of formation), from its record
    // and `facts`, its entry in measure()'s "units". None by default.
    virtual QList<FactView> describeUnit(const core::Battle & /*battle*/, int /*unit*/,
                                         const QJsonObject & /*facts*/) const
    {
        return {};
    }
    // What the unit's commanders' ranges rest on, with their sections: the inspector's heading
    // tip.
    virtual QString commandTip() const = 0;

    // The overlays it draws for the selected unit, in the order of their switches.
    virtual QList<OverlayInfo> overlays() const = 0;
    // The zones of the overlays `shown` for the unit at index `unit` of `battle` (as shown on
    // screen, a dragged base where it is), with `facts`, its entry in measure()'s "units" (its
    // commanders' ranges, its sight of each enemy), or empty.
    virtual QList<Zone> zones(const core::Battle &battle, int unit, const QJsonObject &facts,
                              const QSet<QString> &shown) const = 0;

    // The facts of `procedure`'s input that the battle gives for unit `unitId` (its record, its
    // place on the table); `droppedThisTurn`: the units whose cohesion dropped this turn, from
    // the log, with the entry that dropped each. Only the procedure's own fields are filled.
    virtual Prefill prefill(const core::Battle &battle, const ProcedureInfo &procedure,
                            const QString &unitId,
                            const QHash<QString, qint64> &droppedThisTurn) const = 0;

    // The cheapest legal way the unit at index `unit` goes from where it stands to `to` (its
    // bases, the same ids in the same order, each with its hex and facing), as its rule set
    // counts it, or why it may not. Only a hex map's rule set plans; by default moves are not
    // planned (allowed is false and the refusal says so). The app asks at every hover of a drag:
    // it answers in well under a millisecond (benchmarks/).
    virtual HexMovePlan planHexMove(const core::Battle &battle, int unit,
                                    const QList<core::Base> &to) const;
};

// A unit as the rule sets' refusals name it (placementProblems, rulesets::stateProblems):
// `unit "NAME"`, or by its id when it has no name.
QString unitInWords(const core::Unit &unit);

// TableRules of a free-form table (MU or inches): measured by the generic measurer
// (measure/tablemeasurer.h) with the rule set's facts (measure::FactRules).
class FreeFormTableRules : public TableRules, public measure::FactRules
{
public:
    QJsonObject measure(const core::Battle &battle, int onlyUnit, double within) const override;
    measure::UnitMeasurement measureUnit(const core::Battle &battle, int unit, double within,
                                         measure::MeasureCache *cache) const override;
};

} // namespace adjutant::rulesets
