// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rulesets/tablerules.h"

namespace adjutant::rulesets {
class PrefillFiller;
class RuleBook;
} // namespace adjutant::rulesets

namespace adjutant::rulesets::nieuport1600 {

// Nieuport 1600 on its hex map: for each unit its enemies with the hex distance (N1600 1.2), the
// arc of the enemy it stands in (N1600 7), whether the enemy is in its fire zone (N1600 10.4) and
// in its line of sight (N1600 10.2), and its line of command to each commander of its side
// (N1600 5.1.1). Every value from the rule book's measuring and terrain tables.
class Nieuport1600TableRules : public TableRules
{
public:
    explicit Nieuport1600TableRules(const RuleBook &book);

    // N1600 2.2, 7, 7.2: one hex, or two adjacent ones facing one vertex; 9.1: one infantry or
    // cavalry unit per hex (n1600placement.cpp).
    QStringList placementProblems(const core::Battle &battle) const override;
    QJsonObject measure(const core::Battle &battle, int onlyUnit, double within) const override;
    measure::UnitMeasurement measureUnit(const core::Battle &battle, int unit, double within,
                                         measure::MeasureCache *cache) const override;
    QString exampleBattle() const override
    {
        return QStringLiteral(":/rulesets/nieuport1600/example.json");
    }
    QStringList pairFactKeys() const override
    {
        return {QStringLiteral("inItsArc"), QStringLiteral("inOurFireZone"),
                QStringLiteral("lineOfSight")};
    }
    QList<FactView> describe(const core::Battle &battle, const QJsonObject &ours,
                             const QJsonObject &theirs) const override;
    // The unit's wing, its orders and what they allow (N1600 6.2), the markers on its commander
    // (N1600 2.3), its line of command to him (N1600 5.1) and the enemy cavalry that may
    // intercept it (N1600 8.3) (n1600wings.cpp).
    QList<FactView> describeUnit(const core::Battle &battle, int unit,
                                 const QJsonObject &facts) const override;
    QString commandTip() const override;
    // Drawn on the hex map: the unit's arcs, fire zone, lines of command and sight, and a broken
    // unit's rout path (N1600 13.2).
    QList<OverlayInfo> overlays() const override;
    QList<Zone> zones(const core::Battle &battle, int unit, const QJsonObject &facts,
                      const QSet<QString> &shown) const override;
    // A procedure about one unit from the battle's record of it (n1600prefill.cpp).
    Prefill prefill(const core::Battle &battle, const ProcedureInfo &procedure,
                    const QString &unitId,
                    const QHash<QString, qint64> &droppedThisTurn) const override;

    // N1600 7, 8, 9: the cheapest legal move to `to` (n1600movement.h).
    HexMovePlan planHexMove(const core::Battle &battle, int unit,
                            const QList<core::Base> &to) const override;

    const RuleBook &book() const { return mBook; }

private:
    Zone routZone(const core::Battle &battle, int unit) const;
    void prefillWing(const core::Battle &battle, int unit, PrefillFiller &fill) const;
    void prefillInitiative(const core::Battle &battle, Prefill &prefill) const;
    QList<FactView> wingRows(const core::Battle &battle, int unit, const QJsonObject &facts) const;

    const RuleBook &mBook;
};

} // namespace adjutant::rulesets::nieuport1600
