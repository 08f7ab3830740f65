#include "rulesets/nieuport1600/n1600books.h"

#include "core/battle.h"
#include "core/commander.h"
#include "core/unit.h"
#include "rulesets/nieuport1600/n1600wings.h"
#include "rulesets/rulebook.h"

namespace adjutant::rulesets::nieuport1600 {

namespace {

const QString kMorale = QStringLiteral("morale");
const QString kVictory = QStringLiteral("victory");

QString nameOf(const core::Unit &unit)
{
    return unit.name.isEmpty() ? unit.id : unit.name;
}

} // namespace

BooksTerms N1600Books::terms() const
{
    BooksTerms terms;
    // N1600 12, Morale: "There are four levels of morale".
    terms.ladder = QStringLiteral("Morale");
    terms.losses = QStringLiteral("To elimination");
    terms.lossesHelp =
        QStringLiteral("Morale levels the unit can still lose before it is eliminated "
                       "(N1600 12.1: a broken unit that fails is eliminated)");
    terms.timeUpHelp =
        QStringLiteral("After the scenario's turns, victory goes to the camp with the "
                       "most victory points (N1600 Scenario 1, Victory)");
    terms.orders = ordersWords(mBook);
    terms.markers = markerWords(mBook);
    return terms;
}

QString N1600Books::status(const core::Unit &unit) const
{
    return unit.state.cohesion; // the level as the players recorded it
}

UnitLosses N1600Books::losses(const core::Battle &, const core::Unit &unit) const
{
    UnitLosses out;
    const QStringList levels = mBook.strings(kMorale, QStringLiteral("levels"));
    const QString eliminated = mBook.string(kMorale, QStringLiteral("eliminated"));
    const bool artillery = unit.troopType == QLatin1String("Artillery");
    // Artillery "has only one status; it is eliminated if it fails a morale test" (13.1).
    out.limit = artillery ? 1 : int(levels.size());
    const int level = unit.state.cohesion == eliminated ? out.limit
                      : artillery                       ? 0
                                  : std::max<int>(0, levels.indexOf(unit.state.cohesion));
    out.remaining = out.limit - level;
    const RuleValue &rule = mBook.value(kMorale, QStringLiteral("eliminated"));
    out.note = QStringLiteral("%1: \"%2\" (%3)").arg(nameOf(unit), rule.text, rule.source);
    if (out.remaining <= 0) {
        out.level = UnitLosses::Level::Reached;
        out.text = eliminated.toUpper();
    } else if (out.remaining == 1) {
        out.level = UnitLosses::Level::Warning;
        out.text = QStringLiteral("⚠ eliminated if it fails a test");
    } else {
        out.level = UnitLosses::Level::Counting;
        out.text = QStringLiteral("%1 levels to go").arg(out.remaining);
    }
    return out;
}

Verdict N1600Books::verdict(const core::Battle &battle, bool timeUp) const
{
    Verdict out;
    if (battle.sides.size() != 2) {
        out.error = QStringLiteral("Victory is reckoned between two camps; this battle has %1")
                        .arg(battle.sides.size());
        return out;
    }
    out.reckoned = true;
    out.citation = mBook.tableSource(kVictory);
    const QString eliminated = mBook.string(kMorale, QStringLiteral("eliminated"));
    const QStringList doubles =
        mBook.strings(QStringLiteral("troopTypes"), QStringLiteral("doubleTypes"));
    const int low = mBook.integer(kVictory, QStringLiteral("eliminatedMorale7OrLess"));
    const int high = mBook.integer(kVictory, QStringLiteral("eliminatedMorale8"));
    const int perDouble = mBook.integer(kVictory, QStringLiteral("doubleUnitCounts"));
    const QString source = mBook.value(kVictory, QStringLiteral("eliminatedMorale8")).source;
    QHash<QString, int> points;
    QStringList unknown;
    QStringList aboveEight;
    for (const core::Unit &unit : battle.units) {
        if (unit.state.cohesion != eliminated)
            continue;
        // The points go to the other camp.
        QString to;
        for (const core::Side &side : battle.sides) {
            if (side.id != unit.side)
                to = side.id;
        }
        bool ok = false;
        const int morale = unit.troopType == QLatin1String("Artillery")
                               ? mBook.integer(kMorale, QStringLiteral("artilleryMorale"))
                               : unit.quality.toInt(&ok);
        if (unit.troopType != QLatin1String("Artillery") && !ok) {
            unknown << nameOf(unit);
            continue;
        }
        // "1 VP per unit of morale 7 or less ... 2 VP per unit of morale 8"; "A double unit
        // counts as two units". The text names no morale above 8: victory.eliminatedMoraleAbove8,
        // missing until the players supply it; until then such a unit is not counted.
        const RuleValue &above = mBook.value(kVictory, QStringLiteral("eliminatedMoraleAbove8"));
        if (morale > 8 && !above.isAvailable()) {
            aboveEight << QStringLiteral("%1 (morale %2)").arg(nameOf(unit)).arg(morale);
            continue;
        }
        const int each = morale <= 7   ? low
                         : morale == 8 ? high
                                       : mBook.integer(kVictory, QStringLiteral("eliminatedMoraleAbove8"));
        const int count = doubles.contains(unit.troopType) ? perDouble : 1;
        Modifier row;
        row.label = QStringLiteral("%1 eliminated (morale %2%3)")
                        .arg(nameOf(unit))
                        .arg(morale)
                        .arg(count > 1 ? QStringLiteral(", a double unit") : QString());
        row.value = each * count;
        row.citation = source;
        out.reasons.append(row);
        points[to] += row.value;
    }
    for (const core::Side &side : battle.sides)
        out.sides << QStringLiteral("%1: %2 VP")
                         .arg(side.name.isEmpty() ? side.id : side.name)
                         .arg(points.value(side.id));
    if (!unknown.isEmpty())
        out.notes << QStringLiteral(
                         "Not counted, their morale value not recorded (the unit's quality): %1.")
                         .arg(unknown.join(QStringLiteral(", ")));
    if (!aboveEight.isEmpty())
        out.notes << QStringLiteral("Not counted, the scenario gives no victory points for a "
                                    "morale above 8 (missing, %1; supply it in the rule overrides "
                                    "file): %2.")
                         .arg(mBook.value(kVictory, QStringLiteral("eliminatedMoraleAbove8")).source,
                              aboveEight.join(QStringLiteral(", ")));
    out.notes
        << QStringLiteral(
               "Not counted here: 2 VP for the enemy army commander eliminated and 1 VP per hex "
               "controlled (%1); add them from the map.")
               .arg(mBook.value(kVictory, QStringLiteral("hexes"))
                        .value.toVariant()
                        .toStringList()
                        .join(QStringLiteral(", ")));
    const core::Side &a = battle.sides[0];
    const core::Side &b = battle.sides[1];
    const int pa = points.value(a.id), pb = points.value(b.id);
    const QString na = a.name.isEmpty() ? a.id : a.name, nb = b.name.isEmpty() ? b.id : b.name;
    const QString standing = pa == pb ? QStringLiteral("level at %1 VP each").arg(pa)
                                      : QStringLiteral("%1 leads %2 VP to %3")
                                            .arg(pa > pb ? na : nb)
                                            .arg(std::max(pa, pb))
                                            .arg(std::min(pa, pb));
    if (timeUp)
        out.text = pa == pb ? QStringLiteral("No winner on the eliminated units: %1").arg(standing)
                            : QStringLiteral("%1 wins on the eliminated units: %2")
                                  .arg(pa > pb ? na : nb, standing);
    else
        out.text = QStringLiteral("Turn %1: %2").arg(battle.turn).arg(standing);
    return out;
}

core::FollowUps N1600Books::followUps(const core::Battle &before, const core::Battle &after) const
{
    core::FollowUps list;
    if (after.turn <= before.turn)
        return list;
    const RuleValue &cleared = mBook.value(QStringLiteral("turn"), QStringLiteral("markersClearedAtEndOfTurn"));
    const QStringList markers = mBook.strings(QStringLiteral("turn"), QStringLiteral("markersClearedAtEndOfTurn"));
    for (const core::Commander &commander : after.commanders) {
        for (const QString &marker : commander.markers) {
            if (!markers.contains(marker))
                continue;
            list << core::FollowUp{
                core::Change{QStringLiteral("commander.marked"),
                             {{QStringLiteral("id"), commander.id},
                              {QStringLiteral("marker"), marker},
                              {QStringLiteral("on"), false}}},
                QStringLiteral("end of turn: %1's %2 marker taken off (%3; interpreted)")
                    .arg(commander.name.isEmpty() ? commander.id : commander.name, marker, cleared.source)};
        }
    }
    return list;
}

} // namespace adjutant::rulesets::nieuport1600
