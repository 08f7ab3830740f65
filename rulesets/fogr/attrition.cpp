// SPDX-License-Identifier: GPL-3.0-or-later
// FoGR, Playing the Game (break point, Attrition Points) and Victory and Defeat.
#include "rulesets/fogr/attrition.h"

#include "core/jsonreader.h"
#include "rulesets/dicesource.h"
#include "rulesets/inputfields.h"
#include "rulesets/rulebook.h"

namespace adjutant::rulesets::fogr {

namespace {

const QString kTable = QStringLiteral("attrition");
const QString kVictory = QStringLiteral("victory");

// The row of the Attrition Points table a battle group falls under, or empty for none.
QString rowKey(bool grand, AttritionStatus status)
{
    switch (status) {
    case AttritionStatus::Steady:
    case AttritionStatus::Disrupted:
        return {};
    case AttritionStatus::Fragmented:
        return grand ? QStringLiteral("grandFragmented") : QStringLiteral("otherFragmented");
    case AttritionStatus::Broken:
    case AttritionStatus::RoutedOffTable:
    case AttritionStatus::Destroyed:
        return grand ? QStringLiteral("grandBroken") : QStringLiteral("otherBroken");
    case AttritionStatus::Captured:
        return grand ? QStringLiteral("grandCaptured") : QStringLiteral("otherBroken");
    case AttritionStatus::StragglingOffTable:
        return grand ? QStringLiteral("grandStragglingOffTable")
                     : QStringLiteral("otherStragglingOrEvadedOffTable");
    case AttritionStatus::EvadedOffTable:
        return grand ? QStringLiteral("grandEvadedOffTable")
                     : QStringLiteral("otherStragglingOrEvadedOffTable");
    }
    return {};
}

QString armyName(const QString &name, int index)
{
    return name.isEmpty() ? QStringLiteral("Army %1").arg(index + 1) : name;
}

AttritionArmy readArmy(const core::JsonReader &json, int index)
{
    json.allowOnly({u"name", u"battleGroups", u"campSacked"});
    AttritionArmy army;
    army.name = armyName(json.optionalString(u"name"), index);
    army.campSacked = json.optionalBoolean(u"campSacked", false);
    const QJsonArray groups = json.array(u"battleGroups");
    if (groups.isEmpty())
        json.fail(u"battleGroups", QStringLiteral("an army has at least one battle group"));
    const QStringList statuses = attritionStatusNames();
    for (qsizetype i = 0; i < groups.size(); ++i) {
        const core::JsonReader group(groups.at(i),
                                     core::JsonReader::pathOf(json.pathOf(u"battleGroups"), i));
        group.allowOnly({u"id", u"name", u"bases", u"status"});
        AttritionBattleGroup bg;
        bg.id = group.optionalString(u"id");
        bg.name = group.optionalString(
            u"name", bg.id.isEmpty() ? QStringLiteral("battle group %1").arg(i + 1) : bg.id);
        bg.bases = group.integer(u"bases", 1, 1000); // "initially comprising"
        const QString status = group.optionalString(u"status", QStringLiteral("Steady"));
        if (!statuses.contains(status))
            group.fail(u"status", QStringLiteral("\"%1\" is not one of %2")
                                      .arg(status, statuses.join(QStringLiteral(", "))));
        bg.status = AttritionStatus(statuses.indexOf(status));
        army.battleGroups.append(bg);
    }
    return army;
}

QList<ArmyAttrition> readArmies(const core::JsonReader &json, const RuleBook &book,
                                qsizetype minimum, qsizetype maximum, QJsonArray *manual = nullptr)
{
    const QJsonArray armies = json.array(u"armies");
    if (armies.size() < minimum || armies.size() > maximum)
        json.fail(u"armies",
                  minimum == maximum
                      ? QStringLiteral("give exactly %1 armies").arg(minimum)
                      : QStringLiteral("give %1 to %2 armies").arg(minimum).arg(maximum));
    QList<ArmyAttrition> list;
    for (qsizetype i = 0; i < armies.size(); ++i) {
        const core::JsonReader army(armies.at(i),
                                    core::JsonReader::pathOf(json.pathOf(u"armies"), i));
        if (manual && (army.has(u"attritionPoints") || army.has(u"breakPoint"))) {
            // The points as the players have counted them (victory only).
            army.allowOnly({u"name", u"breakPoint", u"attritionPoints"});
            ArmyAttrition counted;
            counted.name = armyName(army.optionalString(u"name"), int(i));
            counted.breakPoint = army.integer(u"breakPoint", 1, 10000);
            counted.attritionPoints = army.integer(u"attritionPoints", 0, 10000);
            counted.routed = counted.attritionPoints >= counted.breakPoint;
            manual->append(counted.name);
            list.append(counted);
            continue;
        }
        list.append(armyAttrition(readArmy(army, int(i)), book));
    }
    return list;
}

QString routLine(const ArmyAttrition &army)
{
    return QStringLiteral("%1: %2 attrition points against a break point of %3%4")
        .arg(army.name)
        .arg(army.attritionPoints)
        .arg(army.breakPoint)
        .arg(army.routed ? QStringLiteral(": army rout") : QString());
}

// FoGR, Victory and Defeat: "Unless both sides suffer a simultaneous army rout, which is a draw,
// the enemy has achieved a Decisive Victory." Empty when neither routs.
// The machine key of a rout's verdict (docs/cli.md, "Keys"): "draw", or "decisive.army0" for
// the first army's win, by the armies' order in the input (an army has no id).
QString routVerdictKey(const QList<ArmyAttrition> &armies)
{
    if (armies.size() != 2 || (!armies[0].routed && !armies[1].routed))
        return {};
    if (armies[0].routed && armies[1].routed)
        return QStringLiteral("draw");
    return QStringLiteral("decisive.army%1").arg(armies[0].routed ? 1 : 0);
}

QString routVerdict(const QList<ArmyAttrition> &armies, const RuleBook &book, QString &winner)
{
    if (armies.size() != 2 || (!armies[0].routed && !armies[1].routed))
        return {};
    if (armies[0].routed && armies[1].routed)
        return QStringLiteral("Draw: both armies rout at once");
    winner = armies[0].routed ? armies[1].name : armies[0].name;
    return QStringLiteral("%1: %2").arg(book.string(kVictory, QStringLiteral("decisive")), winner);
}

ProcedureResult attrition(const core::JsonReader &json, const RuleBook &book)
{
    json.allowOnly({u"armies"});
    const QList<ArmyAttrition> armies = readArmies(json, book, 1, 2);
    ProcedureResult result;
    result.citation = QStringLiteral("FoGR: Playing the Game, Attrition Points");
    QJsonArray facts;
    QStringList lines;
    for (const ArmyAttrition &army : armies) {
        facts.append(army.toJson());
        for (Modifier row : army.rows) {
            row.label = QStringLiteral("%1: %2").arg(army.name, row.label);
            result.modifiers.append(row);
            if (!row.interpreted.isEmpty())
                result.notes.append(
                    QStringLiteral("Interpreted: %1: %2").arg(row.label, row.interpreted));
        }
        lines.append(routLine(army));
    }
    result.facts.insert(QStringLiteral("armies"), facts);
    QString winner;
    const QString verdict = routVerdict(armies, book, winner);
    if (!verdict.isEmpty()) {
        result.facts.insert(QStringLiteral("verdict"), verdict);
        result.outcomes.append(
            keyed({verdict, QStringLiteral("1"), 1.0, {}}, routVerdictKey(armies)));
        lines.append(verdict);
    }
    result.summary = lines.join(QStringLiteral("; "));
    return result;
}

ProcedureResult victory(const core::JsonReader &json, const RuleBook &book)
{
    json.allowOnly({u"armies", u"timeUp"});
    QJsonArray manual;
    const QList<ArmyAttrition> armies = readArmies(json, book, 2, 2, &manual);
    if (!json.has(u"timeUp"))
        json.fail(u"timeUp",
                  QStringLiteral(
                      "required: true when the pre-set time limit is reached, false otherwise"));
    const bool timeUp = json.optionalBoolean(u"timeUp", false);
    ProcedureResult result;
    result.citation = QStringLiteral("FoGR: Victory and Defeat");
    QJsonArray facts;
    for (const ArmyAttrition &army : armies)
        facts.append(army.toJson());
    result.facts.insert(QStringLiteral("armies"), facts);
    result.facts.insert(QStringLiteral("timeUp"), timeUp);
    if (!manual.isEmpty())
        result.facts.insert(QStringLiteral("pointsAsGiven"), manual);
    // What each side inflicted is what the other suffered.
    const int inflicted[2] = {armies[1].attritionPoints, armies[0].attritionPoints};
    result.facts.insert(QStringLiteral("inflicted"),
                        QJsonArray{inflicted[0], inflicted[1]}); // in the order of armies

    QString winner;
    QString verdict = routVerdict(armies, book, winner);
    QString key = routVerdictKey(armies);
    QString level = verdict.isEmpty()
                        ? QString()
                        : (winner.isEmpty() ? QStringLiteral("Draw")
                                            : book.string(kVictory, QStringLiteral("decisive")));
    if (verdict.isEmpty() && !timeUp) {
        verdict = QStringLiteral("No result: neither army has routed and time is not up");
        level = QStringLiteral("None");
        key = QStringLiteral("none");
    } else if (verdict.isEmpty()) {
        // "If playing to a time limit and neither army is broken at the pre-set time limit".
        const int side = inflicted[0] >= inflicted[1] ? 0 : 1;
        const int more = inflicted[side] - inflicted[1 - side];
        const int against = inflicted[1 - side];
        auto cite = [&](const char *key) {
            result.modifiers.append({book.value(kVictory, QString::fromLatin1(key)).text,
                                     book.integer(kVictory, QString::fromLatin1(key)),
                                     book.value(kVictory, QString::fromLatin1(key)).source,
                                     {}});
        };
        if (more >= book.integer(kVictory, QStringLiteral("majorMargin")) &&
            inflicted[side] >= book.integer(kVictory, QStringLiteral("majorRatio")) * against) {
            level = QStringLiteral("Major Victory");
            key = QStringLiteral("majorVictory.army%1").arg(side);
            cite("majorMargin");
        } else if (more >= book.integer(kVictory, QStringLiteral("moderateMargin")) &&
                   inflicted[side] >=
                       book.integer(kVictory, QStringLiteral("moderateRatio")) * against) {
            level = QStringLiteral("Moderate Victory");
            key = QStringLiteral("moderateVictory.army%1").arg(side);
            cite("moderateMargin");
        } else if (more >= book.integer(kVictory, QStringLiteral("marginalMargin"))) {
            level = QStringLiteral("Marginal Victory");
            key = QStringLiteral("marginalVictory.army%1").arg(side);
            cite("marginalMargin");
        } else {
            level = QStringLiteral("Draw");
            key = QStringLiteral("draw");
        }
        winner = level == QStringLiteral("Draw") ? QString() : armies[side].name;
        verdict = winner.isEmpty() ? QStringLiteral("Draw: %1 to %2 attrition points inflicted")
                                         .arg(inflicted[0])
                                         .arg(inflicted[1])
                                   : QStringLiteral("%1: %2 (%3 to %4 attrition points inflicted)")
                                         .arg(level, winner)
                                         .arg(inflicted[side])
                                         .arg(against);
    }
    result.facts.insert(QStringLiteral("level"), level);
    result.facts.insert(QStringLiteral("winner"), winner);
    result.facts.insert(QStringLiteral("verdict"), verdict);
    result.outcomes.append(keyed({verdict, QStringLiteral("1"), 1.0, {}}, key));
    result.summary = verdict;
    return result;
}

} // namespace

QStringList attritionStatusNames()
{
    return {QStringLiteral("Steady"),         QStringLiteral("Disrupted"),
            QStringLiteral("Fragmented"),     QStringLiteral("Broken"),
            QStringLiteral("routedOffTable"), QStringLiteral("destroyed"),
            QStringLiteral("captured"),       QStringLiteral("stragglingOffTable"),
            QStringLiteral("evadedOffTable")};
}

namespace {

// A status as the players say it: "routedOffTable" -> "routed off table".
QString statusWords(const QString &status)
{
    QString words;
    for (qsizetype i = 0; i < status.size(); ++i) {
        if (i > 0 && status[i].isUpper())
            words += QLatin1Char(' ') + status[i].toLower();
        else
            words += status[i];
    }
    return words;
}

} // namespace

ArmyAttrition armyAttrition(const AttritionArmy &army, const RuleBook &book)
{
    ArmyAttrition out;
    out.name = army.name;
    const int grandOver = book.integer(kTable, QStringLiteral("grandBattleGroupMoreThan"));
    const int grandCounts = book.integer(kTable, QStringLiteral("grandBattleGroupCountsAs"));
    for (const AttritionBattleGroup &bg : army.battleGroups) {
        const bool grand = bg.bases > grandOver;
        out.grandBattleGroups += grand ? 1 : 0;
        out.breakPoint += grand ? grandCounts : 1;
        const QString key = rowKey(grand, bg.status);
        if (key.isEmpty())
            continue;
        Modifier row = modifierFrom(book, kTable, key);
        row.label = QStringLiteral("%1 (%2, %3 bases at the start): %4")
                        .arg(bg.name, statusWords(attritionStatusNames().at(int(bg.status))))
                        .arg(bg.bases)
                        .arg(row.label);
        out.rows.append(row);
    }
    if (army.campSacked)
        out.rows.append(modifierFrom(book, kTable, QStringLiteral("campSacked")));
    for (const Modifier &row : out.rows)
        out.attritionPoints += row.value;
    // "An army rout occurs when an army's attrition points ... equal or exceed its break point."
    out.routed = out.attritionPoints >= out.breakPoint;
    return out;
}

QJsonObject ArmyAttrition::toJson() const
{
    QJsonArray list;
    for (const Modifier &row : rows) {
        QJsonObject json{{QStringLiteral("row"), row.label},
                         {QStringLiteral("points"), row.value},
                         {QStringLiteral("citation"), row.citation}};
        if (!row.interpreted.isEmpty())
            json.insert(QStringLiteral("interpreted"), row.interpreted);
        list.append(json);
    }
    return {{QStringLiteral("name"), name},
            {QStringLiteral("breakPoint"), breakPoint},
            {QStringLiteral("grandBattleGroups"), grandBattleGroups},
            {QStringLiteral("attritionPoints"), attritionPoints},
            {QStringLiteral("routed"), routed},
            {QStringLiteral("rows"), list}};
}

FogrProcedure attritionProcedure()
{
    FogrProcedure p;
    p.info = {QStringLiteral("attrition"), QStringLiteral("Attrition and army rout"),
              QStringLiteral("FoGR: Playing the Game, Attrition Points"),
              QStringLiteral("Break point (battle groups at the start, grand battle groups of more "
                             "than 12 bases count two), "
                             "attrition points row by row, army rout at points >= break point; "
                             "with two armies, a Decisive "
                             "Victory or a draw when both rout"),
              {listField(QStringLiteral("armies"), QStringLiteral("Armies (one or two)"),
                         {textField(QStringLiteral("name"), QStringLiteral("Army")), listField(QStringLiteral("battleGroups"), QStringLiteral("Battle groups"),
                         {idField(QStringLiteral("id"), QStringLiteral("Battle group id")), textField(QStringLiteral("name"), QStringLiteral("Name")),
                          integerField(QStringLiteral("bases"), QStringLiteral("Bases at the start"), 1, 1000, QJsonValue(QJsonValue::Undefined), QStringLiteral("more than 12: a grand battle group")),
                          choiceField(QStringLiteral("status"), QStringLiteral("Status"), attritionStatusNames(), QStringLiteral("Steady"))}),
                          booleanField(QStringLiteral("campSacked"), QStringLiteral("Camp sacked by the enemy"), QStringLiteral("2 attrition points"))})}};
    // The book's example: 2 grand battle groups and 9 others, routed at 13 points.
    QJsonArray groups{QJsonObject{{QStringLiteral("name"), QStringLiteral("Grand 1")},
                                  {QStringLiteral("bases"), 14},
                                  {QStringLiteral("status"), QStringLiteral("routedOffTable")}},
                      QJsonObject{{QStringLiteral("name"), QStringLiteral("Grand 2")},
                                  {QStringLiteral("bases"), 14},
                                  {QStringLiteral("status"), QStringLiteral("Fragmented")}}};
    for (int i = 1; i <= 9; ++i) {
        const QString status = i <= 2   ? QStringLiteral("destroyed")
                               : i == 3 ? QStringLiteral("Broken")
                               : i == 4 ? QStringLiteral("evadedOffTable")
                                        : QStringLiteral("Steady");
        groups.append(
            QJsonObject{{QStringLiteral("name"), QStringLiteral("Battle group %1").arg(i)},
                        {QStringLiteral("bases"), 6},
                        {QStringLiteral("status"), status}});
    }
    p.example = QJsonObject{
        {QStringLiteral("armies"),
         QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("Example army")},
                                {QStringLiteral("battleGroups"), groups},
                                {QStringLiteral("campSacked"), false}}}}};
    p.run = [](const core::JsonReader &json, DiceSource &, const RuleBook &book) {
        return attrition(json, book);
    };
    return p;
}

FogrProcedure victoryProcedure()
{
    FogrProcedure p;
    p.info = {QStringLiteral("victory"), QStringLiteral("Victory"),
              QStringLiteral("FoGR: Victory and Defeat"),
              QStringLiteral("Army rout: Decisive Victory (both rout: draw). On time: Major (>= 4 "
                             "more attrition points inflicted and "
                             ">= 3:1), Moderate (>= 3 more and >= 2:1), Marginal (>= 2 more), "
                             "otherwise a draw. Armies as for "
                             "attrition, or each with its break point and attrition points as counted"),
              {listField(QStringLiteral("armies"), QStringLiteral("Armies (two)"),
                         {textField(QStringLiteral("name"), QStringLiteral("Army")),
                          integerField(QStringLiteral("breakPoint"), QStringLiteral("Break point (as counted)"), 1, 10000, QJsonValue(QJsonValue::Null)),
                          integerField(QStringLiteral("attritionPoints"), QStringLiteral("Attrition points (as counted)"), 0, 10000, QJsonValue(QJsonValue::Null)),
                          listField(QStringLiteral("battleGroups"), QStringLiteral("Battle groups"),
                         {idField(QStringLiteral("id"), QStringLiteral("Battle group id")), textField(QStringLiteral("name"), QStringLiteral("Name")),
                          integerField(QStringLiteral("bases"), QStringLiteral("Bases at the start"), 1, 1000, QJsonValue(QJsonValue::Undefined), QStringLiteral("more than 12: a grand battle group")),
                          choiceField(QStringLiteral("status"), QStringLiteral("Status"), attritionStatusNames(), QStringLiteral("Steady"))}), booleanField(QStringLiteral("campSacked"), QStringLiteral("Camp sacked by the enemy"))}),
               requiredBooleanField(QStringLiteral("timeUp"), QStringLiteral("The pre-set time limit is reached"))}};
    p.example =
        QJsonObject{{QStringLiteral("armies"),
                     QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("Spanish")},
                                            {QStringLiteral("breakPoint"), 10},
                                            {QStringLiteral("attritionPoints"), 2}},
                                QJsonObject{{QStringLiteral("name"), QStringLiteral("Dutch")},
                                            {QStringLiteral("breakPoint"), 12},
                                            {QStringLiteral("attritionPoints"), 7}}}},
                    {QStringLiteral("timeUp"), true}};
    p.run = [](const core::JsonReader &json, DiceSource &, const RuleBook &book) {
        return victory(json, book);
    };
    return p;
}

} // namespace adjutant::rulesets::fogr
