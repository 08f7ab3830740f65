// SPDX-License-Identifier: GPL-3.0-or-later
// FoGR, Melee Phase, Sacking Camps.
#include "core/jsonreader.h"
#include "rulesets/common/exactdistribution.h"
#include "rulesets/common/pool.h"
#include "rulesets/dicesource.h"
#include "rulesets/exactoutcome.h"
#include "rulesets/fogr/responses.h"
#include "rulesets/fogr/troopprofile.h"
#include "rulesets/inputfields.h"
#include "rulesets/rulebook.h"

#include <QJsonArray>

namespace adjutant::rulesets::fogr {

namespace {

const QString kTable = QStringLiteral("camp");

struct Attacker
{
    QString battleGroup;
    QString name;
    FogrQuality quality = FogrQuality::Average;
    int score = 0;
    QString scoreRule;
};

ProcedureResult campSack(const core::JsonReader &json, DiceSource &dice, const RuleBook &book)
{
    json.allowOnly({u"camp", u"side", u"fortified", u"attackers"});
    if (!json.has(u"fortified"))
        json.fail(u"fortified",
                  QStringLiteral("required: true for a fortified camp, false otherwise"));
    const bool fortified = json.optionalBoolean(u"fortified", false);
    const QString camp = json.optionalString(u"camp", QStringLiteral("The camp"));
    // The side whose camp it is, when the input names it: a sacked camp is then recorded on it,
    // for its army's attrition.
    const QString side = json.optionalString(u"side");
    const core::ChangeList sackedChange =
        side.isEmpty() ? core::ChangeList{}
                       : core::ChangeList{core::Change{
                             QStringLiteral("side.changed"),
                             {{QStringLiteral("id"), side},
                              {QStringLiteral("set"), QJsonObject{{QStringLiteral("campSacked"), true}}}}}};
    const QJsonArray list = json.array(u"attackers");
    if (list.isEmpty())
        json.fail(u"attackers", QStringLiteral("list the enemy battle groups with any part of "
                                               "their front edge in contact with the camp"));
    QList<Attacker> attackers;
    for (qsizetype i = 0; i < list.size(); ++i) {
        const core::JsonReader entry(list.at(i),
                                     core::JsonReader::pathOf(json.pathOf(u"attackers"), i));
        entry.allowOnly({u"battleGroup", u"name", u"troopTypes", u"quality"});
        Attacker a;
        a.battleGroup = entry.optionalString(u"battleGroup");
        a.name = entry.optionalString(u"name", a.battleGroup.isEmpty()
                                                   ? QStringLiteral("attacker %1").arg(i + 1)
                                                   : a.battleGroup);
        if (fortified) {
            const TroopProfile troops = readTroops(entry, u"troopTypes", book);
            if (troops.mixedMountedAndFoot())
                entry.fail(u"troopTypes",
                           QStringLiteral(
                               "mixes mounted and foot bases: Sacking Camps gives a score for "
                               "mounted troops and "
                               "one for foot troops or elephants, none for such a battle group"));
            a.quality = readQuality(entry, u"quality");
            const QString key = troops.mounted ? QStringLiteral("mountedScore")
                                               : QStringLiteral("footOrElephantsScore");
            a.score = book.integer(kTable, key);
            a.scoreRule = book.value(kTable, key).text;
        }
        attackers.append(a);
    }
    ProcedureResult result;
    result.citation = book.tableSource(kTable);
    result.notes.append(book.string(kTable, QStringLiteral("looting")));
    result.notes.append(
        QStringLiteral("A sacked camp costs its army %1 attrition points (%2).")
            .arg(book.integer(QStringLiteral("attrition"), QStringLiteral("campSacked")))
            .arg(book.value(QStringLiteral("attrition"), QStringLiteral("campSacked")).source));
    if (!fortified) {
        // "counts as immediately sacked, and no combat takes place"
        result.facts = {
            {QStringLiteral("fortified"), false},
            {QStringLiteral("sacked"), true},
            {QStringLiteral("rule"), book.value(kTable, QStringLiteral("unfortified")).text}};
        result.outcomes.append(
            keyed(exactOutcome(QStringLiteral("Camp sacked"), 1), QStringLiteral("sacked")));
        result.result = {{QStringLiteral("sacked"), true}};
        result.summary = QStringLiteral("%1 is unfortified: sacked on contact").arg(camp);
        result.changes = sackedChange;
        return result;
    }
    // "rolls one dice": the sack reads that die's face, so the count can be nothing else.
    const int diceCount = book.integer(kTable, QStringLiteral("dice"), 1, 1);
    QJsonArray facts;
    Fraction holds = 1;
    for (const Attacker &a : attackers) {
        const Distribution hit = hits(Pool{
            diceCount, a.score, kD6, fogrQualityRerolls(a.quality)}); // "Quality re-rolls apply."
        const Fraction p = probabilityAtLeast(hit, 1);
        holds *= 1 - p;
        facts.append(QJsonObject{{QStringLiteral("name"), a.name},
                                 {QStringLiteral("quality"), qualityName(a.quality)},
                                 {QStringLiteral("needs"), a.score},
                                 {QStringLiteral("rule"), a.scoreRule},
                                 {QStringLiteral("chance"), fractionText(p)}});
    }
    result.facts = {{QStringLiteral("fortified"), true},
                    {QStringLiteral("dice"), diceCount},
                    {QStringLiteral("attackers"), facts}};
    result.outcomes.append(
        keyed(exactOutcome(QStringLiteral("Camp sacked this melee phase"), 1 - holds),
              QStringLiteral("sacked")));
    result.outcomes.append(
        keyed(exactOutcome(QStringLiteral("Camp holds"), holds), QStringLiteral("holds")));
    QJsonArray thrown;
    QStringList sackers;
    for (qsizetype i = 0; i < attackers.size(); ++i) {
        const Attacker &a = attackers.at(i);
        const auto rolled = dice.roll(QStringLiteral("sack.%1").arg(i + 1), kD6, diceCount,
                                      fogrQualityRerolls(a.quality), a.score,
                                      QStringLiteral("Attacker %1").arg(i + 1));
        if (!rolled)
            return result;
        const int face = rolled->front().result;
        thrown.append(QJsonObject{{QStringLiteral("name"), a.name},
                                  {QStringLiteral("counts"), face},
                                  {QStringLiteral("sacks"), face >= a.score}});
        if (face >= a.score)
            sackers.append(a.name);
    }
    result.result = {{QStringLiteral("rolls"), thrown},
                     {QStringLiteral("sacked"), !sackers.isEmpty()}};
    result.summary =
        sackers.isEmpty()
            ? QStringLiteral("%1 holds").arg(camp)
            : QStringLiteral("%1 is sacked by %2").arg(camp, sackers.join(QStringLiteral(", ")));
    if (!sackers.isEmpty())
        result.changes = sackedChange;
    return result;
}

} // namespace

FogrProcedure campSackProcedure()
{
    FogrProcedure p;
    p.info = {QStringLiteral("camp-sack"), QStringLiteral("Sacking a camp"),
              QStringLiteral("FoGR: Melee Phase, Sacking Camps"),
              QStringLiteral("Unfortified: sacked on contact. Fortified: each enemy battle group "
                             "in front edge contact rolls 1 die "
                             "in the melee phase (quality re-rolls apply), mounted need 6, foot or "
                             "elephants 5 or 6; rolls "
                             "\"sack.1\", \"sack.2\", ... in the order of attackers"),
              {textField(QStringLiteral("camp"), QStringLiteral("Camp")),
               idField(QStringLiteral("side"), QStringLiteral("Side whose camp it is (id)"),
                         QStringLiteral("a sacked camp is recorded on this side, for its attrition")),
               requiredBooleanField(QStringLiteral("fortified"), QStringLiteral("Fortified camp"), QStringLiteral("unfortified camps are sacked on contact")),
               listField(QStringLiteral("attackers"), QStringLiteral("Enemy battle groups in front edge contact"),
                         {idField(QStringLiteral("battleGroup"), QStringLiteral("Battle group id")), textField(QStringLiteral("name"), QStringLiteral("Name")),
                          troopTypesField(QStringLiteral("troopTypes"), QStringLiteral("Troop types"), true, QJsonValue(QJsonValue::Null), QStringLiteral("fortified camps: mounted need 6, foot or elephants 5 or 6")),
                          choiceField(QStringLiteral("quality"), QStringLiteral("Quality"), qualityNames(), QJsonValue(QJsonValue::Null), QStringLiteral("fortified camps: quality re-rolls apply"))})}};
    p.example = QJsonObject{
        {QStringLiteral("camp"), QStringLiteral("Spanish camp")},
        {QStringLiteral("side"), QStringLiteral("spain")},
        {QStringLiteral("fortified"), true},
        {QStringLiteral("attackers"),
         QJsonArray{
             QJsonObject{{QStringLiteral("name"), QStringLiteral("Dutch horse")},
                         {QStringLiteral("troopTypes"), QJsonArray{QStringLiteral("Horse")}},
                         {QStringLiteral("quality"), QStringLiteral("Average")}},
             QJsonObject{{QStringLiteral("name"), QStringLiteral("Dutch foot")},
                         {QStringLiteral("troopTypes"),
                          QJsonArray{QStringLiteral("Heavy Foot"), QStringLiteral("Medium Foot")}},
                         {QStringLiteral("quality"), QStringLiteral("Superior")}}}}};
    p.run = campSack;
    return p;
}

} // namespace adjutant::rulesets::fogr
