// SPDX-License-Identifier: GPL-3.0-or-later
// What an Old Dessauer unit may do in its move, as the inspector shows it for the selected unit:
// the movement chart by arm, type and formation (OD 12.1), the slower sidesteps and wide obliques
// (OD 12.7), the cost of a change of formation or facing with its movement debt (OD 12), its
// steadiness (OD 9.1) and whether it is bookended (OD 14).
#include "rulesets/olddessauer/olddessauertablerules.h"

#include "core/battle.h"
#include "rulesets/rulebook.h"

#include <QJsonArray>
#include <QJsonObject>

namespace adjutant::rulesets::olddessauer {

namespace {

const QString movement = QStringLiteral("movement");

QString inches(double value, const QString &symbol)
{
    return QStringLiteral("%1 %2").arg(QString::number(value, 'g', 4), symbol);
}

// The chart's rows for the type (by name or by arm).
QList<QJsonObject> rowsFor(const QJsonArray &chart, const QString &type, const QString &arm)
{
    QList<QJsonObject> rows;
    for (const QJsonValue &value : chart) {
        const QJsonObject row = value.toObject();
        const QStringList types = row[QStringLiteral("types")].toVariant().toStringList();
        const QStringList arms = row[QStringLiteral("arms")].toVariant().toStringList();
        if (types.contains(type) || arms.contains(arm))
            rows << row;
    }
    return rows;
}

} // namespace

QList<FactView> OldDessauerTableRules::describeUnit(const core::Battle &battle, int index,
                                                    const QJsonObject &facts) const
{
    using Tone = FactView::Tone;
    const core::Unit &unit = battle.units[index];
    const QString arm = mArms.value(unit.troopType);
    if (arm.isEmpty())
        return {};
    const QString symbol = battle.table.unit.symbol();
    const QString formation = unit.state.formation;
    const bool shaken = unit.state.cohesion == QLatin1String("Shaken");
    const bool irregular = unit.capabilities.contains(QStringLiteral("Irregular"));
    const bool gradeD = unit.quality == QLatin1String("D");
    QList<FactView> rows;

    // OD 9.1: "A unit is steady if it is regular infantry or cavalry in good morale, not
    // disordered and not skirmishing. Skirmishers, artillery and irregulars are always unsteady."
    QStringList unsteadyBy;
    if (arm == QLatin1String("Artillery"))
        unsteadyBy << QStringLiteral("artillery");
    if (irregular)
        unsteadyBy << QStringLiteral("irregular");
    if (formation == QLatin1String("Skirmish"))
        unsteadyBy << QStringLiteral("skirmishing");
    if (shaken)
        unsteadyBy << QStringLiteral("shaken");
    if (unit.state.disordered)
        unsteadyBy << QStringLiteral("disordered");
    const bool steady = unsteadyBy.isEmpty();
    rows.append(
        {QStringLiteral("steady"), QStringLiteral("Steady"),
         steady ? QStringLiteral("yes")
                : QStringLiteral("no (%1)").arg(unsteadyBy.join(QStringLiteral(", "))),
         steady ? Tone::Good : Tone::Neutral,
         QStringLiteral("OD 9.1, Steady Units: \"A unit is steady if it is regular infantry "
                        "or cavalry in good morale, not disordered and not skirmishing. "
                        "Skirmishers, artillery and irregulars are always unsteady.\"")});

    // OD 12.1, Movement Chart: the unit's formation's row, or every row of its type while it
    // has no formation recorded.
    const RuleValue &chart = mBook.value(movement, QStringLiteral("moves"));
    const QList<QJsonObject> chartRows = rowsFor(chart.value.toArray(), unit.troopType, arm);
    std::optional<double> move;
    QStringList choices;
    for (const QJsonObject &row : chartRows) {
        const QStringList formations = row[QStringLiteral("formations")].toVariant().toStringList();
        const double distance = row[QStringLiteral("inches")].toDouble();
        for (const QString &f : formations)
            choices << QStringLiteral("%1 %2").arg(f.toLower(), inches(distance, symbol));
        if (!formations.contains(formation))
            continue;
        move = distance;
        if (row[QStringLiteral("gradeMayNotMove")].toString() == unit.quality)
            move = 0.0;
    }
    QString moveText;
    if (move && *move == 0)
        moveText =
            QStringLiteral("may not move (grade %1 in %2)").arg(unit.quality, formation.toLower());
    else if (move)
        moveText = inches(*move, symbol);
    else if (formation.isEmpty())
        moveText = choices.join(QStringLiteral(", "));
    else
        moveText = QStringLiteral("none in the chart for %1").arg(formation.toLower());
    rows.append(
        {QStringLiteral("move"), QStringLiteral("Move"), moveText, Tone::Neutral, tipOf(chart)});

    // OD 12.7: a wide oblique, sidestep or backstep at half speed, a quarter if unsteady or
    // grade D.
    if (move && *move > 0 && arm != QLatin1String("Artillery")) {
        const RuleValue &sidestep = mBook.value(movement, QStringLiteral("sidestep"));
        const QJsonObject speeds = sidestep.value.toObject();
        const bool slow = !steady || gradeD;
        const double share =
            speeds[slow ? QStringLiteral("slowSpeed") : QStringLiteral("speed")].toDouble();
        rows.append({QStringLiteral("sidestep"), QStringLiteral("Sidestep, backstep, wide oblique"),
                     QStringLiteral("%1 (%2 speed)")
                         .arg(inches(*move * share, symbol),
                              share == 0.5 ? QStringLiteral("half") : QStringLiteral("quarter")),
                     Tone::Neutral, tipOf(sidestep)});
    }

    // OD 12, Cost to Change Formation/Facing, with its movement debt; guns limber and unlimber
    // in a full move.
    if (arm == QLatin1String("Artillery")) {
        const RuleValue &limbering = mBook.value(movement, QStringLiteral("limbering"));
        rows.append({QStringLiteral("formationChange"), QStringLiteral("Limber or unlimber"),
                     QStringLiteral("a full move"), Tone::Neutral, tipOf(limbering)});
    } else if (!unit.quality.isEmpty()) {
        const RuleValue &cost = mBook.value(movement, QStringLiteral("formationChange"));
        // OD 18 item 6: "All irregulars maneuver as if Grade D".
        const QString grade = irregular ? QStringLiteral("D") : unit.quality;
        for (const QJsonValue &row : cost.value.toArray()) {
            if (!row[QStringLiteral("grades")].toVariant().toStringList().contains(grade))
                continue;
            double moves = row[QStringLiteral("moves")].toDouble();
            QStringList more;
            if (shaken || unit.state.disordered)
                moves *= mBook.number(movement,
                                      QStringLiteral("formationChangeDisorderedOrShakenTimes"));
            const double most = mBook.number(movement, QStringLiteral("mostMoves"));
            moves = std::min(moves, most);
            QString text = moves == 0.5   ? QStringLiteral("half a move")
                           : moves == 1.0 ? QStringLiteral("a full move")
                                          : QStringLiteral("%1 moves").arg(moves);
            if (moves >= most)
                more << QStringLiteral(
                    "then stands one more active turn, as shaken (movement debt)");
            if (row[QStringLiteral("disorders")].toBool())
                more << QStringLiteral("becomes disordered");
            if (!more.isEmpty())
                text += QStringLiteral("; ") + more.join(QStringLiteral("; "));
            rows.append(
                {QStringLiteral("formationChange"), QStringLiteral("Change formation or facing"),
                 text,
                 moves > 1 || row[QStringLiteral("disorders")].toBool() ? Tone::Bad : Tone::Neutral,
                 tipOf(cost) + QLatin1Char('\n') +
                     tipOf(mBook.value(movement, QStringLiteral("mostMoves"))) +
                     (irregular
                          ? QStringLiteral("\nOD 18, Irregulars: \"All irregulars maneuver as if "
                                           "Grade D\"")
                          : QString())});
        }
    }

    // The optional rules in play (optionalRules.json).
    const QString optional = QStringLiteral("optionalRules");
    if (inPlay(battle, QStringLiteral("elbowRoom")) && arm != QLatin1String("Artillery")) {
        const RuleValue &room = mBook.value(optional, QStringLiteral("elbowRoom"));
        const QString clear = inches(room.value.toDouble(), symbol);
        rows.append({QStringLiteral("elbowRoom"), QStringLiteral("Elbow room (optional)"),
                     QStringLiteral("%1 clear on both flanks to form line or square from column; "
                                    "%1 ahead and behind to form column or square from line")
                         .arg(clear),
                     Tone::Neutral, tipOf(room)});
    }
    const RuleValue &carry = mBook.value(optional, QStringLiteral("carrythrough"));
    const QJsonValue carries = carry.value.toObject().value(unit.troopType);
    if (inPlay(battle, QStringLiteral("ballshotCarrythrough")) && carries.isDouble()) {
        rows.append({QStringLiteral("carrythrough"), QStringLiteral("Ballshot carrythrough (optional)"),
                     QStringLiteral("%1 beyond the target").arg(inches(carries.toDouble(), symbol)),
                     Tone::Neutral, tipOf(carry)});
    }
    if (inPlay(battle, QStringLiteral("cavalryBreakthrough")) && arm == QLatin1String("Cavalry")) {
        // "a formed, good-morale cavalry unit": read as not skirmishing and not disordered
        // ("Once the cavalry becomes disordered ... it may no" longer).
        const bool formedInGoodMorale =
            !shaken && !unit.state.disordered && formation != QLatin1String("Skirmish");
        const RuleValue &breakthrough = mBook.value(optional, QStringLiteral("breakthrough"));
        rows.append({QStringLiteral("breakthrough"), QStringLiteral("Breakthrough (optional)"),
                     formedInGoodMorale
                         ? QStringLiteral("if all its opponents retreat: an attack move within "
                                             "%1° of their line of retreat")
                                  .arg(breakthrough.value.toDouble())
                         : QStringLiteral("only a formed cavalry unit in good morale"),
                     Tone::Neutral, tipOf(breakthrough)});
    }

    // OD 14, Bookending: "Two attacking units will bookend an enemy in close combat if they end
    // up flush against opposite sides of the target."
    if (facts.contains(QStringLiteral("bookended"))) {
        const bool bookended = facts[QStringLiteral("bookended")].toBool();
        rows.append(
            {QStringLiteral("bookended"), QStringLiteral("Bookended"),
             bookended ? QStringLiteral("yes") : QStringLiteral("no"),
             bookended ? Tone::Bad : Tone::Neutral,
             QStringLiteral("OD 14, Bookending: \"Two attacking units will bookend an enemy "
                            "in close combat if they end up flush against opposite sides "
                            "of the target. In such a case the target will suffer more "
                            "rout hits if forced to make a retreat move.\"")});
    }
    return rows;
}

} // namespace adjutant::rulesets::olddessauer
