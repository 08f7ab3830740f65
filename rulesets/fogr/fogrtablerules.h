// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rulesets/fogr/shootingfiles.h"
#include "rulesets/tablerules.h"

#include <QHash>
#include <QString>
#include <QStringList>

namespace adjutant::rulesets {
class PrefillFiller;
class RuleBook;
class Ruleset;
} // namespace adjutant::rulesets

namespace adjutant::rulesets::fogr {

// FoGR on its table (in MU): the facts of a battle group towards each enemy (restricted area,
// zone of interception, flank or rear charge position, line of sight, shooting arc and range,
// the complex move's exclusion) and of a battle group alone (overlap positions, the friends whose
// breaking makes it test), commanders' ranges by rank, and the inspector's rows. Every value
// from the rule book's tables (measuring, interception, shootingRanges, commandRanges,
// troopTypes).
class FogrTableRules : public FreeFormTableRules
{
public:
    // `ruleset`: FoGR's, whose procedures the pre-fill runs (autobreak).
    FogrTableRules(const RuleBook &book, const Ruleset &ruleset);

    QStringList sightBlockingTerrain() const override { return mSightTerrain; }
    void pairFacts(const measure::MeasuredTable &table, int self, int enemy, double mm,
                   QJsonObject &facts) const override;
    void unitFacts(const measure::MeasuredTable &table, int u, QJsonObject &facts) const override;
    std::optional<double> commandRange(const core::Battle &battle,
                                       const core::Commander &commander) const override;

    QString exampleBattle() const override { return QStringLiteral(":/rulesets/fogr/example.json"); }
    QStringList pairFactKeys() const override
    {
        return {QStringLiteral("inItsRestrictedArea"), QStringLiteral("itIsInOurRestrictedArea"),
                QStringLiteral("inItsZoneOfInterception"), QStringLiteral("flankOrRearChargePosition"),
                QStringLiteral("lineOfSight"), QStringLiteral("shooting"),
                QStringLiteral("withinComplexMoveExclusion")};
    }
    QList<FactView> describe(const core::Battle &battle, const QJsonObject &ours,
                             const QJsonObject &theirs) const override;
    QString commandTip() const override;
    QList<OverlayInfo> overlays() const override;
    QList<Zone> zones(const core::Battle &battle, int unit, const QJsonObject &facts,
                      const QSet<QString> &shown) const override;
    Prefill prefill(const core::Battle &battle, const ProcedureInfo &procedure,
                    const QString &unitId,
                    const QHash<QString, qint64> &droppedThisTurn) const override;

    // Each troop type's category ("Mounted", "Foot", "Elephants"), from the troopTypes table.
    const QHash<QString, QString> &categories() const { return mCategories; }
    const RuleBook &book() const { return mBook; }

private:
    // prefill() of the shooting procedure (fogrprefill.cpp).
    void prefillShooting(const core::Battle &battle, int index, PrefillFiller &fill,
                         Prefill &prefill) const;
    void shootingFacts(const measure::MeasuredTable &table, int self, int enemy,
                       QJsonObject &facts) const;
    QJsonArray overlapPositions(const measure::MeasuredTable &table, int u) const;
    // "FoGR: ...: \"the book's words\"" for a cell.
    QString cite(const QString &table, const QString &key) const;

    const RuleBook &mBook;
    const Ruleset &mRuleset;
    WeaponRanges mWeapons;
    QHash<QString, QString> mCategories;
    QHash<QString, double> mCommandRanges; // by rank
    QStringList mSightTerrain;
    QString mSightMissing; // why only friends block sight, or empty
    // The rules' words for the facts and zones, made once: the inspector and the overlays ask for
    // them on every move of a drag.
    QString mRestrictedTip;
    QString mInterceptionTip;
    QString mShortArcTip;
    QString mLongArcTip;
    QString mSightTip;
    QString mCommandRangesSource;
    double mRestricted;    // MU
    double mZoiFoot;
    double mZoiMounted;
    double mArcShort; // base widths each side
    double mArcNoShort;
    double mComplexMoveExclusion;
    double mFriendsBreakTest;
};

} // namespace adjutant::rulesets::fogr
