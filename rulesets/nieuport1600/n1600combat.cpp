// SPDX-License-Identifier: GPL-3.0-or-later
// Nieuport 1600 close combat (N1600 11): the head unit's modifiers (11.3), the supporting units'
// share, the Close Combat Table's row for the modified die, and what the result does to every
// unit (11.4, 11.5, 12.2): levels lost, retreats, broken units retreating 2 hexes, elimination.
// The table's row "10" lost its defender's cell and the Interaction Type Table most of its rows:
// the players type them from their copy (or supply them in the overrides file).
#include "core/jsonreader.h"
#include "rulesets/common/exactdistribution.h"
#include "rulesets/common/pool.h"
#include "rulesets/dicesource.h"
#include "rulesets/exactoutcome.h"
#include "rulesets/inputfields.h"
#include "rulesets/missingrulevalue.h"
#include "rulesets/nieuport1600/n1600combattable.h"
#include "rulesets/nieuport1600/n1600procedure.h"
#include "rulesets/rulebook.h"

#include <QJsonArray>

#include <map>

namespace adjutant::rulesets::nieuport1600 {

using namespace combattable;

namespace {

struct Fighter
{
    QString unit;
    QString name;
    UnitType type;
    int level = 0;
    int morale = 0; // with its level's effect (interpreted: closeCombat.moraleDifference)
    bool charge = false;
};

Fighter readFighter(const core::JsonReader &json, const RuleBook &book, bool withMorale)
{
    Fighter f;
    f.unit = json.optionalString(u"unit");
    f.name = json.optionalString(u"name");
    f.type = readType(json, u"type", book);
    f.level = readLevel(json, u"level", book);
    if (withMorale) {
        const MoraleTarget t = moraleTarget(json, f.type, f.level, book);
        f.morale = t.target;
    }
    f.charge = json.optionalBoolean(u"charge", false);
    return f;
}

QString nameOf(const Fighter &f, const QString &fallback)
{
    return !f.name.isEmpty() ? f.name : !f.unit.isEmpty() ? f.unit : fallback;
}

// A cell the transcription lost, asked for in the players' words at the field where they type
// it (the resolver shows the problem there): the table and the cell named as the book prints
// them, not the rule data's key (issue 29). Still a MissingRuleValue, for the CLI and scripts.
[[noreturn]] void askForLostCell(const core::JsonReader &json, QStringView field,
                                 const QString &what)
{
    throw MissingRuleValue(json.pathOf(field) + QStringLiteral(": ") + what);
}

// "S, Swiss": a type as the counter prints it and the book's list names it (N1600 2.2).
QString typeInWords(const RuleBook &book, const QString &letter)
{
    for (const QJsonValue &type : book.json(QStringLiteral("troopTypes"), QStringLiteral("types")).toArray()) {
        if (type[QStringLiteral("name")].toString() == letter)
            return QStringLiteral("%1, %2").arg(letter, type[QStringLiteral("title")].toString());
    }
    return letter;
}

ProcedureResult loneCannons(const Fighter &defender, const RuleBook &book)
{
    const RuleValue &rule = book.value(kCombat, QStringLiteral("loneCannons"));
    ProcedureResult result;
    result.citation = rule.source;
    result.outcomes.append(
        keyed(certainOutcome(book.string(kCombat, QStringLiteral("loneCannons"))),
              QStringLiteral("loneCannons")));
    result.facts = {{QStringLiteral("loneCannons"), true}};
    result.result = {{QStringLiteral("defender"), eliminated(book)}};
    result.summary =
        QStringLiteral("%1 overrun: %2")
            .arg(nameOf(defender, QStringLiteral("The cannons")), rule.value.toString().toLower());
    if (!defender.unit.isEmpty())
        result.changes.append(moraleChange(defender.unit, eliminated(book)));
    return result;
}

ProcedureResult closeCombat(const core::JsonReader &json, DiceSource &dice, const RuleBook &book)
{
    json.allowOnly({u"attacker", u"supports", u"defender", u"flankRearHexes", u"interaction",
                    u"row10Defender", u"reaction"});
    const core::JsonReader a = json.child(u"attacker");
    a.allowOnly({u"unit", u"name", u"type", u"morale", u"level", u"charge", u"intercepted",
                 u"inDunes", u"commander"});
    const core::JsonReader d = json.child(u"defender");
    d.allowOnly({u"unit", u"name", u"type", u"morale", u"level", u"terrain", u"commander",
                 u"stackedArtillery"});
    Fighter head = readFighter(a, book, true);
    const Fighter defender = readFighter(d, book, !readType(d, u"type", book).isArtillery());
    if (head.type.isArtillery())
        a.fail(u"type", QStringLiteral("artillery never moves (N1600 8.1) and the Interaction Type "
                                       "Table has no artillery row"));
    // N1600 11.6, Special rules.
    if (head.type.isInfantry() && defender.type.isCavalry())
        a.fail(
            u"type",
            QStringLiteral("infantry can never attack cavalry in close combat, only by fire (%1)")
                .arg(book.value(kCombat, QStringLiteral("infantryMayNotAttackCavalry")).source));
    if (head.type.letter == QLatin1String("A") && defender.type.isInfantry())
        a.fail(u"type",
               QStringLiteral(
                   "arquebusiers can never attack infantry in close combat, only by fire (%1)")
                   .arg(book.value(kCombat, QStringLiteral("arquebusiersMayNotAttackInfantry"))
                            .source));
    // N1600 12.2, 11.2 (closeCombat.brokenMayNotAttack, interpreted): a Broken unit makes rout
    // movement only and cannot even support a close combat, so it does not lead one.
    if (head.level == int(levels(book).size()) - 1) {
        const RuleValue &broken = book.value(kCombat, QStringLiteral("brokenMayNotAttack"));
        a.fail(u"level", QStringLiteral("a Broken unit cannot attack in close combat: it makes rout "
                                        "movement only and cannot even support one (%1; "
                                        "interpreted)")
                             .arg(broken.source));
    }
    if (defender.type.isArtillery())
        return loneCannons(defender, book);

    QList<Fighter> supports;
    const QJsonArray supportList = json.optionalArray(u"supports");
    for (int i = 0; i < supportList.size(); ++i) {
        const core::JsonReader s(supportList[i],
                                 core::JsonReader::pathOf(json.pathOf(u"supports"), i));
        s.allowOnly({u"unit", u"name", u"type", u"level", u"charge"});
        Fighter f = readFighter(s, book, false);
        if (f.level == int(levels(book).size()) - 1)
            s.fail(u"level",
                   QStringLiteral("a Broken unit cannot support a close combat (%1)")
                       .arg(book.value(kCombat, QStringLiteral("brokenMayNotSupport")).source));
        if (f.type.isArtillery())
            s.fail(u"type", QStringLiteral("in close combat the artillery is ignored (N1600 9.2)"));
        supports.append(f);
    }

    ProcedureResult result;
    result.citation = QStringLiteral("N1600 11, Close combat");
    auto add = [&](const QString &key) {
        result.modifiers.append(modifierFrom(book, kCombat, key));
        return &result.modifiers.last();
    };
    // 11.3: "Morale of the attacker minus morale of the defender".
    const int difference = head.morale - defender.morale;
    if (difference != 0) {
        Modifier *m = add(QStringLiteral("moraleDifference"));
        m->label = QStringLiteral("Morale difference (attacker %1 - defender %2)")
                       .arg(head.morale)
                       .arg(defender.morale);
        m->value *= difference;
    }
    // The interaction of the head unit's type with the defender's.
    const QString cell = head.type.letter + QLatin1Char('.') + defender.type.letter;
    Modifier interaction;
    const RuleValue &interactionCell = book.value(QStringLiteral("interaction"), cell);
    if (json.has(u"interaction")) {
        const int typed = json.integer(u"interaction", -9, 9);
        if (interactionCell.isAvailable())
            json.fail(u"interaction",
                      QStringLiteral("the table gives %1 for %2 against %3: a typed value is only "
                                     "for a cell the transcription lost")
                          .arg(interactionCell.value.toInt())
                          .arg(head.type.letter, defender.type.letter));
        interaction.label = QStringLiteral("Interaction %1 against %2 (typed from your copy)")
                                .arg(head.type.letter, defender.type.letter);
        interaction.value = typed;
        interaction.citation = book.tableSource(QStringLiteral("interaction"));
    } else {
        if (!interactionCell.isAvailable())
            askForLostCell(
                json, u"interaction",
                QStringLiteral("the Interaction Type Table's cell in row %1 (attacker) and "
                               "column %2 (defender) is lost from the transcription: type the "
                               "modifier your copy prints there (0 if it lists none), or give it "
                               "once for every battle in the rule overrides file")
                    .arg(typeInWords(book, head.type.letter), typeInWords(book, defender.type.letter)));
        interaction = modifierFrom(book, QStringLiteral("interaction"), cell);
        interaction.label =
            QStringLiteral("Interaction %1 against %2").arg(head.type.letter, defender.type.letter);
    }
    if (interaction.value != 0)
        result.modifiers.append(interaction);
    const int counted = std::min(int(supports.size()),
                                 book.integer(kCombat, QStringLiteral("supportingUnitsMaximum")));
    if (counted > 0) {
        Modifier *m = add(QStringLiteral("supportingUnit"));
        m->label = QStringLiteral("Supporting units (%1)").arg(counted);
        m->value *= counted;
        if (counted < supports.size())
            result.notes.append(
                QStringLiteral("%1 supporting units: at most %2 count (N1600 11.3).")
                    .arg(supports.size())
                    .arg(counted));
    }
    if (head.type.isDouble && !defender.type.isDouble)
        add(QStringLiteral("doubleVsSimple"));
    const int flank = json.optionalInteger(u"flankRearHexes", 0, 6, 0);
    if (flank > 0) {
        // N1600 7.2: "For close combat, a double unit T is considered to only have frontal hexes."
        if (defender.type.isDouble)
            json.fail(u"flankRearHexes",
                      QStringLiteral(
                          "a double unit T has only frontal hexes in close combat (N1600 7.2)"));
        Modifier *m = add(QStringLiteral("flankRearHex"));
        m->label = QStringLiteral("Attacked from %1 flank or rear hex%2")
                       .arg(flank)
                       .arg(flank == 1 ? QString() : QStringLiteral("es"));
        m->value *= flank;
    }
    QList<FollowUp> casualties;
    for (const auto &[reader, key, words] : {std::tuple{&a, QStringLiteral("attackingCommander"),
                                                        QStringLiteral("Attacking commander")},
                                             std::tuple{&d, QStringLiteral("defendingCommander"),
                                                        QStringLiteral("Defending commander")}}) {
        if (!reader->has(u"commander"))
            continue;
        const int value = readCommand(*reader, u"commander", book);
        if (value > 0)
            result.modifiers.append(commanderModifier(book, kCombat, key, value, words));
        casualties.append(
            {QStringLiteral("commander-casualty"),
             QString(),
             QStringLiteral("%1: 1D10 after the close combat").arg(words),
             {{QStringLiteral("commander"), words},
              {QStringLiteral("after"), QStringLiteral("close combat")}},
             {{QStringLiteral("after"),
               QStringLiteral(
                   "N1600 5.2.1: each participating commander rolls after a close combat")}}});
    }
    const QString terrain = d.optionalString(u"terrain", QStringLiteral("Clear"));
    if (!book.has(kCombat, QStringLiteral("defenderTerrain.") + terrain))
        d.fail(u"terrain",
               QStringLiteral("\"%1\" is not Clear, Rough, Dunes or Village").arg(terrain));
    if (book.value(kCombat, QStringLiteral("defenderTerrain.") + terrain).isAvailable() &&
        book.integer(kCombat, QStringLiteral("defenderTerrain.") + terrain) == 0) {
        // no modifier
    } else {
        Modifier *m = add(QStringLiteral("defenderTerrain.") + terrain); // throws while missing
        m->label = QStringLiteral("Defender in %1").arg(terrain.toLower());
    }
    const bool inDunes = a.optionalBoolean(u"inDunes", false);
    if (inDunes)
        add(QStringLiteral("attackerInDunes"));
    // 11.3: the Charge bonus, +2 for G and C, +1 for the others; one per close combat.
    if (head.charge && a.optionalBoolean(u"intercepted", false)) {
        head.charge = false;
        result.notes.append(QStringLiteral(
            "Intercepted: the head unit loses its Charge marker and bonus (N1600 8.3)."));
    }
    if (head.charge && inDunes && head.type.isCavalry())
        a.fail(u"charge",
               QStringLiteral("cavalry in dunes cannot charge (N1600 Terrain Effects Table)"));
    int bonus = 0;
    QString bonusKey;
    for (const Fighter &f : QList<Fighter>{head} + supports) {
        if (!f.charge)
            continue;
        const QString key = book.has(kCombat, QStringLiteral("charge.") + f.type.letter)
                                ? QStringLiteral("charge.") + f.type.letter
                                : QStringLiteral("charge.other");
        if (book.integer(kCombat, key) > bonus) {
            bonus = book.integer(kCombat, key);
            bonusKey = key;
        }
    }
    if (bonus > 0) {
        Modifier *m = add(bonusKey);
        m->label = QStringLiteral("Charge bonus");
    }
    const int modifier = total(result.modifiers);

    const QList<Row> rows = readRows(book, json);
    const QString headName = nameOf(head, QStringLiteral("The head unit"));
    const QString defenderName = nameOf(defender, QStringLiteral("The defender"));
    const RuleValue &lost = book.value(kCombat, QStringLiteral("defender.10"));
    auto missingText = [&] {
        return QStringLiteral("result missing from the transcription: type it from your copy");
    };
    const Die d10 = kD10ZeroIsZero;
    std::map<QString, int> rowCounts, headCounts, defenderCounts;
    std::map<QString, QString> keys; // by label: each outcome's machine key
    std::vector<std::map<QString, int>> supportCounts(std::size_t(supports.size()));
    QStringList rowOrder;
    for (int face = d10.lowest; face <= d10.highest; ++face) {
        const Row &row = rowOf(rows, face + modifier);
        const QString rowLabel =
            QStringLiteral("%1: %2, %3")
                .arg(row.label, row.attacker,
                     row.defender.value_or(QStringLiteral("defender's result missing")));
        if (!rowCounts.count(rowLabel))
            rowOrder << rowLabel;
        rowCounts[rowLabel] += 1;
        keys[rowLabel] = QStringLiteral("%1-%2").arg(
            row.lowest ? QString::number(*row.lowest) : QStringLiteral("low"),
            row.highest ? QString::number(*row.highest) : QStringLiteral("high"));
        const Effect attackerEffect = *parseEffect(row.attacker, QLatin1Char('A'));
        const Fate headFate = fateOf(book, head.level, attackerEffect);
        const QString headLabel = QStringLiteral("%1 %2").arg(headName, headFate.label);
        headCounts[headLabel] += 1;
        keys[headLabel] = fateKey(headFate, attackerEffect);
        for (qsizetype i = 0; i < supports.size(); ++i) {
            const Fate supportFate = fateOf(book, supports[i].level, attackerEffect);
            const QString supportLabel = QStringLiteral("%1 %2").arg(
                nameOf(supports[i], QStringLiteral("Supporting unit %1").arg(i + 1)),
                supportFate.label);
            supportCounts[std::size_t(i)][supportLabel] += 1;
            keys[supportLabel] = fateKey(supportFate, attackerEffect);
        }
        QString defenderLabel = QStringLiteral("%1: %2").arg(defenderName, missingText());
        QString defenderKey = QStringLiteral("missing");
        if (row.defender) {
            const Effect effect = *parseEffect(*row.defender, QLatin1Char('D'));
            const Fate defenderFate = fateOf(book, defender.level, effect);
            defenderLabel = QStringLiteral("%1 %2").arg(defenderName, defenderFate.label);
            defenderKey = fateKey(defenderFate, effect);
        }
        defenderCounts[defenderLabel] += 1;
        keys[defenderLabel] = defenderKey;
    }
    auto group = [&](const std::map<QString, int> &counts, const QString &name,
                     const QString &groupKey, const QStringList &order) {
        for (const QString &label : order.isEmpty() ? QStringList([&] {
                 QStringList l;
                 for (const auto &[k, v] : counts)
                     l << k;
                 return l;
             }())
                                                    : order) {
            Outcome o = keyed(exactOutcome(label, Fraction(counts.at(label), d10.sides())),
                              keys.at(label), groupKey);
            o.group = name;
            result.outcomes.append(o);
        }
    };
    // Groups keyed by the input's own fields: "attacker", "supports.0", "defender".
    group(rowCounts, QStringLiteral("Result"), QStringLiteral("result"), rowOrder);
    group(headCounts, headName, QStringLiteral("attacker"), {});
    for (qsizetype i = 0; i < supports.size(); ++i)
        group(supportCounts[std::size_t(i)],
              nameOf(supports[i], QStringLiteral("Supporting unit %1").arg(i + 1)),
              QStringLiteral("supports.%1").arg(i), {});
    group(defenderCounts, defenderName, QStringLiteral("defender"), {});
    result.distributions.append({QStringLiteral("score"),
                                 sumOfDice(d10, 1, RerollPolicy::none(), modifier),
                                 QStringLiteral("score")});
    result.facts = {{QStringLiteral("modifier"), modifier},
                    {QStringLiteral("attackerMorale"), head.morale},
                    {QStringLiteral("defenderMorale"), defender.morale},
                    {QStringLiteral("supportsCounted"), counted}};
    if (!lost.isAvailable() && !json.has(u"row10Defender") && modifier + d10.highest >= 10)
        result.notes.append(
            QStringLiteral("Missing: the defender's result on a 10 or more (%1): %2")
                .arg(book.tableSource(kCombat), lost.reason));
    if (d.optionalBoolean(u"stackedArtillery", false))
        result.notes.append(QStringLiteral("The artillery stacked with the defender is ignored and "
                                           "shares its outcome (N1600 9.2)."));
    if (head.type.letter == QLatin1String("G"))
        result.notes.append(QStringLiteral(
            "Gendarmes that lose a level can never be rallied above disordered (N1600 11.6)."));

    const auto rolled = dice.roll(QStringLiteral("combat"), d10, 1, RerollPolicy::none(),
                                  std::nullopt, QStringLiteral("Close combat"));
    if (!rolled)
        return result;
    const int thrown = rolled->front().result;
    const int score = thrown + modifier;
    const Row &row = rowOf(rows, score);
    if (!row.defender)
        askForLostCell(json, u"row10Defender",
                       QStringLiteral("a %1 falls in the Close Combat Table's row \"%2\", whose "
                                      "defender's result is lost from the transcription: type it "
                                      "as your copy prints it (such as D2R2), or give it once for "
                                      "every battle in the rule overrides file")
                           .arg(score)
                           .arg(row.label));
    const Effect attackerEffect = *parseEffect(row.attacker, QLatin1Char('A'));
    const Effect defenderEffect = *parseEffect(*row.defender, QLatin1Char('D'));
    QStringList lines;
    QJsonArray fates;
    auto apply = [&](const Fighter &f, const Effect &effect, const QString &name) {
        const Fate fate = fateOf(book, f.level, effect);
        lines << QStringLiteral("%1 %2").arg(name, fate.label);
        fates.append(QJsonObject{{QStringLiteral("name"), name},
                                 {QStringLiteral("fate"), fate.label},
                                 {QStringLiteral("level"), fate.after}});
        if (!f.unit.isEmpty() && fate.after != levels(book).value(f.level))
            result.changes.append(moraleChange(f.unit, fate.after));
    };
    apply(head, attackerEffect, headName);
    for (qsizetype i = 0; i < supports.size(); ++i)
        apply(supports[i], attackerEffect,
              nameOf(supports[i], QStringLiteral("Supporting unit %1").arg(i + 1)));
    apply(defender, defenderEffect, defenderName);
    result.result = {
        {QStringLiteral("thrown"), thrown},          {QStringLiteral("score"), score},
        {QStringLiteral("row"), row.label},          {QStringLiteral("attacker"), row.attacker},
        {QStringLiteral("defender"), *row.defender}, {QStringLiteral("units"), fates}};
    result.summary = QStringLiteral("Close combat: %1 %2 %3 = %4 (%5-%6): %7")
                         .arg(thrown)
                         .arg(modifier < 0 ? QStringLiteral("-") : QStringLiteral("+"))
                         .arg(std::abs(modifier))
                         .arg(score)
                         .arg(row.attacker, *row.defender, lines.join(QStringLiteral("; ")));
    if (defenderEffect.retreat > 0 || defenderEffect.levels >= 99)
        result.notes.append(QStringLiteral(
            "The head unit must advance into the hex the defender leaves (N1600 11.5)."));
    result.followUps = casualties;
    return result;
}

} // namespace

QList<Procedure> combatProcedures()
{
    const QList<InputField> terrainChoice{
        choiceField(QStringLiteral("terrain"), QStringLiteral("Defender's terrain"),
                    {QStringLiteral("Clear"), QStringLiteral("Rough"), QStringLiteral("Dunes"),
                     QStringLiteral("Village")},
                    QStringLiteral("Clear"),
                    QStringLiteral("dunes -1; village: missing from the text"))};
    const InputField commander = integerField(
        QStringLiteral("commander"),
        QStringLiteral("Command value of its commander, if he takes part"), 0, kHighestCommandValue,
        QJsonValue(QJsonValue::Null),
        QStringLiteral(
            "attacker +, defender - (interpreted); he rolls for his life after (N1600 5.2.1)"));
    const InputField attacker = objectField(
        QStringLiteral("attacker"), QStringLiteral("Head unit (attacker)"),
        unitFields() +
            QList<InputField>{
                typeField(QStringLiteral("its row of the Interaction Type Table")),
                moraleField(QStringLiteral("the morale difference")),
                levelField(QStringLiteral("its morale less 1, 2 or 5 (interpreted)")),
                booleanField(QStringLiteral("charge"),
                             QStringLiteral("Charged (advanced 2 hexes without changing facing)"),
                             QStringLiteral("+2 G and C, +1 others")),
                booleanField(QStringLiteral("intercepted"), QStringLiteral("Intercepted"),
                             QStringLiteral("loses its charge bonus (N1600 8.3)")),
                booleanField(QStringLiteral("inDunes"), QStringLiteral("Attacks from dunes"),
                             QStringLiteral("+1 (interpreted); cavalry cannot charge")),
                commander});
    const InputField supports =
        listField(QStringLiteral("supports"), QStringLiteral("Supporting units"),
                  unitFields() +
                      QList<InputField>{
                          typeField({}), levelField(QStringLiteral("a Broken unit cannot support")),
                          booleanField(QStringLiteral("charge"), QStringLiteral("Charged"),
                                       QStringLiteral("one charge bonus per close combat"))},
                  QStringLiteral("+1 each, 5 at most; the result applies to them too"));
    const InputField defender = objectField(
        QStringLiteral("defender"), QStringLiteral("Defender"),
        unitFields() +
            QList<InputField>{typeField(QStringLiteral("lone cannons are eliminated")),
                              moraleField(QStringLiteral("the morale difference")),
                              levelField({})} +
            terrainChoice +
            QList<InputField>{
                commander,
                booleanField(QStringLiteral("stackedArtillery"),
                             QStringLiteral("Artillery stacked with it"),
                             QStringLiteral("ignored, shares its outcome (N1600 9.2)"))});
    Procedure p;
    p.info = {
        QStringLiteral("close-combat"),
        QStringLiteral("Close combat"),
        QStringLiteral("N1600 11, Close combat"),
        QStringLiteral(
            "The attacker's 1D10 (0 counts as 0) plus the morale difference, the unit type "
            "interaction, +1 "
            "per supporting unit (5 at most), +1 double against simple, +1 per flank or rear hex, "
            "the "
            "commanders, the defender's terrain and the charge bonus (+2 G and C, +1 others): the "
            "Close "
            "Combat Table's row, and what it does to every attacking unit and the defender (levels "
            "lost, "
            "retreats, broken units retreating 2 hexes, elimination). The lost cells (the row 10 "
            "defender's result, most of the interaction table) are typed from your copy"),
        {attacker, supports, defender,
         integerField(QStringLiteral("flankRearHexes"),
                      QStringLiteral("Flank or rear hexes the attack begins from"), 0, 6, 0,
                      QStringLiteral("+1 each; a tercio (T) has only frontal hexes")),
         integerField(QStringLiteral("interaction"),
                      QStringLiteral("Interaction modifier from your copy"), -9, 9,
                      QJsonValue(QJsonValue::Null),
                      QStringLiteral("only where the transcription lost the cell")),
         textField(QStringLiteral("row10Defender"),
                   QStringLiteral("Row 10's defender result from your copy"),
                   QStringLiteral("as printed: D2R2; lost from the transcription")),
         booleanField(QStringLiteral("reaction"), QStringLiteral("Reaction close combat"),
                      QStringLiteral("resolved first (N1600 11.2)"))}};
    // N1600 11.3, the example: "B and C attack D; B is chosen as head unit. The modifiers are:
    // morale difference = +1, interaction of units = +2; a supporting unit = +1; ... taking of
    // flank = +1; no charge bonus; total = +5."
    p.example = QJsonObject{
        {QStringLiteral("attacker"),
         QJsonObject{{QStringLiteral("unit"), QStringLiteral("b")},
                     {QStringLiteral("name"), QStringLiteral("Spanish cuirassiers (B)")},
                     {QStringLiteral("type"), QStringLiteral("C")},
                     {QStringLiteral("morale"), 7}}},
        {QStringLiteral("supports"),
         QJsonArray{QJsonObject{{QStringLiteral("unit"), QStringLiteral("c")},
                                {QStringLiteral("name"), QStringLiteral("Spanish cuirassiers (C)")},
                                {QStringLiteral("type"), QStringLiteral("C")}}}},
        {QStringLiteral("defender"),
         QJsonObject{{QStringLiteral("unit"), QStringLiteral("d")},
                     {QStringLiteral("name"), QStringLiteral("Dutch arquebusiers (D)")},
                     {QStringLiteral("type"), QStringLiteral("A")},
                     {QStringLiteral("morale"), 6}}},
        {QStringLiteral("flankRearHexes"), 1}};
    p.run = closeCombat;
    return {p};
}

} // namespace adjutant::rulesets::nieuport1600
