// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rulesets/tablerules.h"

#include <QHash>
#include <QStringList>

namespace adjutant::rulesets {
class PrefillFiller;
class RuleBook;
struct RuleValue;
}

namespace adjutant::rulesets::olddessauer {

// Old Dessauer on its table (in inches): the facts of a unit towards each enemy (approach limit,
// pinning zone where that optional rule is in play, arc of fire, flank or rear attack position, visibility, contact angle) and alone
// (bookended), command distance along paths, and the inspector's rows. Every value from the
// rule book's measuring table.
class OldDessauerTableRules : public FreeFormTableRules
{
public:
    explicit OldDessauerTableRules(const RuleBook &book);

    void pairFacts(const measure::MeasuredTable &table, int self, int enemy, double mm,
                   QJsonObject &facts) const override;
    void unitFacts(const measure::MeasuredTable &table, int u, QJsonObject &facts) const override;
    std::optional<double> commandRange(const core::Battle &battle,
                                       const core::Commander &commander) const override;
    std::optional<QStringList> commandPathBlockingTerrain() const override { return mImpassable; }
    QStringList commandPathCrossingTerrain() const override { return mCrossings; }

    QString exampleBattle() const override { return QStringLiteral(":/rulesets/olddessauer/example.json"); }
    QStringList pairFactKeys() const override
    {
        // "inItsPinningZone" too, where the optional rule is in play (OD 12.4).
        return {QStringLiteral("withinApproachLimit"), QStringLiteral("inOurArcOfFire"), QStringLiteral("flankOrRearAttackPosition"),
                QStringLiteral("lineOfSight")};
    }
    QList<FactView> describe(const core::Battle &battle, const QJsonObject &ours,
                             const QJsonObject &theirs) const override;
    // odmovement.cpp: its move, sidestep and change of formation by the movement chart (OD 12),
    // its steadiness (OD 9.1) and whether it is bookended (OD 14).
    QList<FactView> describeUnit(const core::Battle &battle, int unit,
                                 const QJsonObject &facts) const override;
    QString commandTip() const override;
    QList<OverlayInfo> overlays() const override;
    QList<Zone> zones(const core::Battle &battle, int unit, const QJsonObject &facts,
                      const QSet<QString> &shown) const override;
    // odprefill.cpp: the unit's grade, morale, disorder, square, general and front-rank figures.
    Prefill prefill(const core::Battle &battle, const ProcedureInfo &procedure,
                    const QString &unitId,
                    const QHash<QString, qint64> &droppedThisTurn) const override;

    // Whether the players have switched on the optional rule with this id (optionalRules.json).
    static bool inPlay(const core::Battle &battle, const QString &optionalRule);

private:
    // odcombatprefill.cpp: both sides of a close combat with the enemy unit the unit at `index`
    // is in base contact with (OD 17), into the procedure's "sides".
    void prefillCloseCombat(const core::Battle &battle, int index, PrefillFiller &fill,
                            Prefill &prefill) const;
    bool inPinningZone(const measure::MeasuredTable &table, int self, int enemy) const;
    bool sight(const measure::MeasuredTable &table, int self, int enemy) const;
    // The book's words of a cell with its section, and its reading where interpreted.
    static QString tipOf(const RuleValue &value);
    QString cite(const QString &key) const; // a cell of the measuring table

    const RuleBook &mBook;
    double mApproach; // inches
    double mPinDepth;
    double mPinAngle; // degrees either side
    double mArcAngle;
    double mVisibility;
    double mCommandDistance;
    QStringList mImpassable;
    QStringList mCrossings; // terrain that opens a way through impassable terrain (OD 19.5)
    QStringList mSightTerrain;
    QHash<QString, QString> mArms; // troop type -> its arm (OD 3), read once for the inspector
};

} // namespace adjutant::rulesets::olddessauer
