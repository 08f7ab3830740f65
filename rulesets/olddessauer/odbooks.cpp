// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulesets/olddessauer/odbooks.h"

#include "core/battle.h"
#include "core/unit.h"
#include "rulesets/rulebook.h"

namespace adjutant::rulesets::olddessauer {

namespace {

const QString kMorale = QStringLiteral("morale");

} // namespace

BooksTerms OdBooks::terms() const
{
    BooksTerms terms;
    // OD 6, Morale States: "A unit in may be in one of three states of morale".
    terms.ladder = QStringLiteral("Morale");
    // OD 7: "Each hit on a unit removes one model figure from play."
    terms.strength = QStringLiteral("Figures");
    terms.strengthOne = QStringLiteral("figure");
    terms.losses = QStringLiteral("Shattered");
    terms.lossesHelp = QStringLiteral(
        "Figures lost at which the unit is shattered (25% or less of its original strength left, "
        "OD 6); exhausted from half lost (OD 9.4)");
    return terms;
}

QString OdBooks::status(const core::Unit &unit) const
{
    return unit.state.cohesion; // the morale state as the players recorded it
}

UnitLosses OdBooks::losses(const core::Battle &, const core::Unit &unit) const
{
    UnitLosses out;
    const int original = unit.originalStrength;
    if (original < 1) {
        out.note = QStringLiteral("no figures at the start");
        return out;
    }
    const RuleValue &shattered = mBook.value(kMorale, QStringLiteral("shatteredAtPercentLeft"));
    const RuleValue &exhausted = mBook.value(kMorale, QStringLiteral("exhaustedAtPercentLost"));
    const int leftPercent = mBook.integer(kMorale, QStringLiteral("shatteredAtPercentLeft"));
    const int lostPercent = mBook.integer(kMorale, QStringLiteral("exhaustedAtPercentLost"));
    const int current = std::max(0, unit.currentStrength);
    const int lost = original - current;
    // Shattered with `leftPercent` % or less left: at most original * leftPercent / 100 figures.
    const int shatteredLeft = original * leftPercent / 100;
    out.limit = original - shatteredLeft;
    out.remaining = std::max(0, current - shatteredLeft);
    // Exhausted with `lostPercent` % or more lost: at least that share, rounded up.
    const int exhaustedLost = (original * lostPercent + 99) / 100;
    const bool isExhausted = lost >= exhaustedLost;
    out.note = QStringLiteral("%1 of %2 figures lost.\nShattered at %3 lost: \"%4\" (%5)\n"
                              "Exhausted at %6 lost: \"%7\" (%8)")
                   .arg(lost)
                   .arg(original)
                   .arg(out.limit)
                   .arg(shattered.text, shattered.source)
                   .arg(exhaustedLost)
                   .arg(exhausted.text, exhausted.source);
    if (out.remaining == 0) {
        out.level = UnitLosses::Level::Reached;
        out.text = QStringLiteral("SHATTERED");
    } else if (out.remaining == 1) {
        out.level = UnitLosses::Level::Warning;
        out.text = QStringLiteral("⚠ next figure%1").arg(isExhausted ? QStringLiteral(", exhausted") : QString());
    } else {
        out.level = UnitLosses::Level::Counting;
        out.text = QStringLiteral("%1at %2 lost (%3 to go)")
                       .arg(isExhausted ? QStringLiteral("exhausted; ") : QString())
                       .arg(out.limit)
                       .arg(out.remaining);
    }
    return out;
}

core::FollowUps OdBooks::followUps(const core::Battle &before, const core::Battle &after) const
{
    const QStringList states = mBook.strings(kMorale, QStringLiteral("states"));
    const QString shattered = states.value(2);
    core::FollowUps list;
    for (const core::Unit &unit : after.units) {
        const int was = before.unitIndex(unit.id);
        if (was < 0 || unit.state.cohesion == shattered)
            continue;
        // Only figures lost can shatter it; a unit already at or below the line before this
        // change stays as the players recorded it.
        const core::Unit &old = before.units[was];
        if (unit.currentStrength >= old.currentStrength ||
            losses(before, old).level == UnitLosses::Level::Reached ||
            losses(after, unit).level != UnitLosses::Level::Reached)
            continue;
        const RuleValue &rule = mBook.value(kMorale, QStringLiteral("shatteredAtPercentLeft"));
        list.append({core::Change{QStringLiteral("unit.stateChanged"),
                                  {{QStringLiteral("id"), unit.id},
                                   {QStringLiteral("state"),
                                    QJsonObject{{QStringLiteral("cohesion"), shattered}}}}},
                     QStringLiteral("shattered: \"%1\" %2 of %3 figures left (%4: \"%5\")")
                         .arg(unit.name.isEmpty() ? unit.id : unit.name)
                         .arg(unit.currentStrength)
                         .arg(unit.originalStrength)
                         .arg(rule.source, rule.text)});
    }
    return list;
}

Verdict OdBooks::verdict(const core::Battle &, bool) const
{
    Verdict none;
    const RuleValue &victory = mBook.value(kMorale, QStringLiteral("victory"));
    none.error = victory.reason;
    return none;
}

} // namespace adjutant::rulesets::olddessauer
