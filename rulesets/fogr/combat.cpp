// SPDX-License-Identifier: GPL-3.0-or-later
// FoGR combat procedures: shooting (shooting.cpp), impact and melee (closecombat.cpp); here the
// JSON input of impact and melee and the procedure entries.
#include "core/error.h"
#include "core/jsonreader.h"
#include "rulesets/fogr/closecombat.h"
#include "rulesets/fogr/combatfollowup.h"
#include "rulesets/fogr/enemytype.h"
#include "rulesets/fogr/fogrprocedure.h"
#include "rulesets/fogr/shooting.h"
#include "rulesets/inputfields.h"
#include "rulesets/rulebook.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

namespace adjutant::rulesets::fogr {

namespace {

std::optional<bool> optionalBool(const core::JsonReader &json, QStringView key)
{
    if (!json.has(key))
        return std::nullopt;
    return json.optionalBoolean(key, false);
}

// Facts of bases: these override `base` (the battle group's own or the enemy's).
BaseFacts readFacts(const core::JsonReader &json, const BaseFacts &base, const RuleBook &book)
{
    BaseFacts facts = base;
    if (json.has(u"troopType")) {
        facts.troopType = json.nonEmptyString(u"troopType");
        troopClass(book, facts.troopType, json, u"troopType");
    }
    if (json.has(u"capabilities")) {
        facts.capabilities = json.optionalStringList(u"capabilities");
        const QStringList known =
            book.strings(QStringLiteral("troopTypes"), QStringLiteral("capabilities"));
        for (const QString &c : facts.capabilities) {
            if (!known.contains(c, Qt::CaseInsensitive))
                json.fail(u"capabilities", QStringLiteral("\"%1\" is not a FoGR capability (%2)")
                                               .arg(c, known.join(QStringLiteral(", "))));
        }
    }
    facts.ranks = json.optionalInteger(u"ranks", 1, 100, facts.ranks);
    facts.isProtected = json.optionalBoolean(u"protected", facts.isProtected);
    if (json.has(u"armour")) {
        facts.armour = json.string(u"armour");
        const QStringList armour =
            book.strings(QStringLiteral("troopTypes"), QStringLiteral("armour"));
        if (!armour.contains(facts.armour))
            json.fail(u"armour", QStringLiteral("\"%1\" is not one of %2")
                                     .arg(facts.armour, armour.join(QStringLiteral(", "))));
    }
    if (const auto open = optionalBool(json, u"openTerrain"))
        facts.openTerrain = open;
    return facts;
}

struct RawSide
{
    CombatSide side;
    BaseFacts facts; // the battle group's defaults for its groups and for enemies facing it
    bool charging = false;
    QJsonArray groups;
    QString path;
};

// `index`: the side's place in the input, for its key when none is given.
RawSide readSide(const core::JsonReader &json, qsizetype index, const RuleBook &book)
{
    json.allowOnly({u"key", u"name", u"battleGroup", u"quality", u"cohesion", u"disorder",
                    u"commanderInFrontRank", u"charging", u"troopType", u"capabilities", u"armour",
                    u"openTerrain", u"battleGroupBases", u"startedWithTwoBases",
                    u"lostQuarterOfBases", u"threatenedFlank", u"enemyType", u"commander",
                    u"groups"});
    RawSide raw;
    raw.path = json.path();
    CombatSide &side = raw.side;
    side.path = json.path();
    side.key = json.has(u"key") ? json.nonEmptyString(u"key")
                                : QStringLiteral("side%1").arg(index + 1);
    static const QRegularExpression word(QStringLiteral("^[A-Za-z0-9_-]+$"));
    if (!word.match(side.key).hasMatch())
        json.fail(u"key",
                  QStringLiteral("letters, digits, _ and - only: it names the rolls (\"%1.0\")")
                      .arg(side.key));
    side.name = json.optionalString(u"name", side.key);
    side.battleGroup = json.optionalString(u"battleGroup");
    side.quality = readQuality(json, u"quality");
    side.cohesion = readCohesion(json, u"cohesion");
    if (side.cohesion == Cohesion::Broken)
        json.fail(u"cohesion", QStringLiteral("there is no close combat against, or by, broken "
                                              "troops (FoGR: Fighting Broken Troops)"));
    side.disorder = readDisorder(json, u"disorder");
    side.commanderInFrontRank = json.optionalBoolean(u"commanderInFrontRank", false);
    raw.charging = json.optionalBoolean(u"charging", false);
    if (!json.has(u"troopType"))
        json.fail(
            u"troopType",
            QStringLiteral("required: the battle group's troop type (groups may give their own)"));
    BaseFacts none;
    raw.facts = readFacts(json, none, book);
    side.troopType = raw.facts.troopType;
    raw.facts.battleGroupCapabilities = raw.facts.capabilities;
    raw.facts.charging = raw.charging;
    raw.facts.cohesion = side.cohesion;
    raw.facts.disorder = side.disorder;
    side.battleGroupBases = json.integer(u"battleGroupBases", 1, 1000);
    // FoGR, Battle Groups: "Each battle group consists of from two to sixteen bases".
    const int most =
        book.integer(QStringLiteral("troopTypes"), QStringLiteral("basesPerBattleGroupMost"));
    if (side.battleGroupBases > most)
        json.fail(u"battleGroupBases",
                  QStringLiteral("%1 bases: a battle group has at most %2 (FoGR: Battle Groups)")
                      .arg(side.battleGroupBases)
                      .arg(most));
    side.startedWithTwoBases = json.optionalBoolean(u"startedWithTwoBases", false);
    side.lostQuarterOfBases = json.optionalBoolean(u"lostQuarterOfBases", false);
    side.threatenedFlank = json.optionalBoolean(u"threatenedFlank", false);
    side.enemyType = readChoice(json, u"enemyType", enemyTypeNames(), EnemyTypeFactor::None);
    side.enemyTypeGiven = json.has(u"enemyType");
    side.commander =
        readChoice(json, u"commander",
                   {QStringLiteral("none"), QStringLiteral("inRange"), QStringLiteral("with")},
                   CommanderPresence::None);
    if (side.commanderInFrontRank && !json.has(u"commander"))
        side.commander = CommanderPresence::With;
    raw.groups = json.array(u"groups");
    if (raw.groups.isEmpty())
        json.fail(u"groups", QStringLiteral("at least one group of bases fighting"));
    // Each group fights with at least a base, an overlapping file, half a battle wagon's long
    // edge or the one regimental gun.
    if (raw.groups.size() > 2 * side.battleGroupBases + 1)
        json.fail(u"groups", QStringLiteral("%1 groups, more than the battle group's %2 bases can "
                                            "fight in")
                                 .arg(raw.groups.size())
                                 .arg(side.battleGroupBases));
    return raw;
}

CombatGroup readGroup(const core::JsonReader &json, CombatKind kind, const RawSide &own,
                      const std::vector<RawSide> &all, const RuleBook &book)
{
    json.allowOnly({u"enemy", u"frontBases", u"rearBases", u"overlapFiles", u"regimentalGun",
                    u"poa", u"troopType", u"capabilities", u"ranks", u"protected", u"armour",
                    u"openTerrain", u"facing"});
    CombatGroup g;
    g.path = json.path();
    QStringList others, otherNames;
    for (const RawSide &s : all) {
        if (s.side.key != own.side.key) {
            others.append(s.side.key);
            otherNames.append(s.side.name);
        }
    }
    if (json.has(u"enemy")) {
        // Its key, or its name as the players know it.
        const QString enemy = json.string(u"enemy");
        qsizetype at = others.indexOf(enemy);
        if (at < 0 && otherNames.count(enemy) == 1)
            at = otherNames.indexOf(enemy);
        if (at < 0)
            json.fail(u"enemy", QStringLiteral("\"%1\" is not an enemy battle group here (%2)")
                                    .arg(enemy, otherNames.join(QStringLiteral(", "))));
        g.enemy = others[at];
    } else if (others.size() == 1) {
        g.enemy = others.front();
    } else {
        json.fail(u"enemy", QStringLiteral("required when more than two battle groups fight: "
                                           "the enemy these bases fight (%1)")
                                .arg(otherNames.join(QStringLiteral(", "))));
    }
    const RawSide &enemy = *std::find_if(all.begin(), all.end(),
                                         [&](const RawSide &s) { return s.side.key == g.enemy; });
    g.frontBases = json.optionalInteger(u"frontBases", 0, 100, 0);
    g.rearBases = json.optionalInteger(u"rearBases", 0, 100, 0);
    g.overlapFiles = json.optionalInteger(u"overlapFiles", 0, 100, 0);
    g.regimentalGun = json.optionalBoolean(u"regimentalGun", false);
    if (json.has(u"poa")) {
        const double poa = json.number(u"poa");
        if (poa < -2 || poa > 2 || poa != double(int(poa))) // in range before int()
            json.fail(
                u"poa",
                QStringLiteral(
                    "a net POA is a whole number from -2 (--) to 2 (++): \"++ is the maximum net "
                    "advantage. -- is "
                    "the maximum net disadvantage\" (FoGR: Scoring Hits - Points of Advantage)"));
        g.poa = int(poa);
    }
    BaseFacts defaults = own.facts;
    defaults.ranks = g.rearBases > 0 ? 2 : 1;
    g.facts = readFacts(json, defaults, book);
    BaseFacts enemyDefaults = enemy.facts;
    if (json.has(u"facing")) {
        const core::JsonReader facing = json.child(u"facing");
        facing.allowOnly(
            {u"troopType", u"capabilities", u"ranks", u"protected", u"armour", u"openTerrain"});
        g.facing = readFacts(facing, enemyDefaults, book);
    } else {
        g.facing = enemyDefaults;
    }
    if (kind == CombatKind::Impact) {
        if (g.rearBases > 0)
            json.fail(u"rearBases",
                      QStringLiteral("only front rank bases fight at impact (FoGR: In the Impact "
                                     "Phase: 2 dice per front rank base)"));
        if (g.overlapFiles > 0)
            json.fail(
                u"overlapFiles",
                QStringLiteral(
                    "there are no overlaps in the impact phase (FoGR: An Example of Combat)"));
    } else {
        if (g.regimentalGun)
            json.fail(u"regimentalGun",
                      QStringLiteral("regimental guns get a dice when shooting or in the impact "
                                     "phase only (FoGR: Regimental Guns)"));
        const bool noRearDice =
            book.strings(QStringLiteral("combatDice"), QStringLiteral("meleeTwoDiceTypes"))
                .contains(g.facts.troopType, Qt::CaseInsensitive) ||
            g.facts.troopType.compare(QLatin1String("Battle Wagons"), Qt::CaseInsensitive) == 0;
        if (g.rearBases > 0 && noRearDice)
            json.fail(u"rearBases",
                      QStringLiteral(
                          "%1: no dice for rear rank bases of any type (FoGR: In the Melee Phase)")
                          .arg(g.facts.troopType));
        if (g.rearBases > g.frontBases)
            json.fail(u"rearBases",
                      QStringLiteral("only the first 2 ranks fight: at most one 2nd rank base "
                                     "behind each of the %1 front rank bases "
                                     "(FoGR: In the Melee Phase: 1 dice per base in first 2 ranks)")
                          .arg(g.frontBases));
    }
    if (g.frontBases == 0 && g.overlapFiles == 0 && !g.regimentalGun)
        json.fail(
            u"frontBases",
            QStringLiteral("the group fights with no bases: give frontBases%1")
                .arg(kind == CombatKind::Melee ? QStringLiteral(" or overlapFiles") : QString()));
    return g;
}

CloseCombatInput readCloseCombat(const core::JsonReader &json, CombatKind kind,
                                 const RuleBook &book)
{
    json.allowOnly({u"sides"});
    const QJsonArray array = json.array(u"sides");
    if (array.size() < 2)
        json.fail(u"sides", QStringLiteral("at least two battle groups fight"));
    const int most =
        book.integer(QStringLiteral("combatDice"), QStringLiteral("battleGroupsInOneCombatMost"));
    if (array.size() > most)
        json.fail(u"sides",
                  QStringLiteral("%1 battle groups: Adjutant takes at most %2 in one close combat "
                                 "(interpreted: the book sets no limit)")
                      .arg(array.size())
                      .arg(most));
    std::vector<RawSide> raw;
    for (qsizetype i = 0; i < array.size(); ++i) {
        raw.push_back(readSide(
            core::JsonReader(array[i], core::JsonReader::pathOf(json.pathOf(u"sides"), i)), i,
            book));
        for (std::size_t j = 0; j + 1 < raw.size(); ++j) {
            if (raw[j].side.key == raw.back().side.key)
                core::JsonReader::failAt(
                    raw.back().path + QStringLiteral(".key"),
                    QStringLiteral("\"%1\" is used twice").arg(raw.back().side.key));
        }
    }
    CloseCombatInput input;
    input.kind = kind;
    for (const RawSide &r : raw) {
        CombatSide side = r.side;
        const QString groupsPath = r.path + QStringLiteral(".groups");
        int guns = 0, bases = 0, wagonWidths = 0;
        for (qsizetype i = 0; i < r.groups.size(); ++i) {
            const core::JsonReader group(r.groups[i], core::JsonReader::pathOf(groupsPath, i));
            side.groups.push_back(readGroup(group, kind, r, raw, book));
            const CombatGroup &g = side.groups.back();
            if (g.regimentalGun && ++guns > 1)
                group.fail(u"regimentalGun",
                           QStringLiteral("a battle group has a single regimental gun marker "
                                          "(FoGR: Regimental Guns)"));
            // Every base fights in one group: front and rear rank bases, one a file overlapping
            // ("In the case of battle wagons fighting as an overlap, to the whole battle wagon
            // base"). Battle wagons count base widths, 2 a base on its long edge (FoGR, In the
            // Impact Phase: "treated as if 2 bases side by side").
            const bool wagons =
                g.facts.troopType.compare(QLatin1String("Battle Wagons"), Qt::CaseInsensitive) == 0;
            (wagons ? wagonWidths : bases) += g.frontBases;
            bases += g.rearBases + g.overlapFiles;
            const int fighting = bases + (wagonWidths + 1) / 2;
            if (fighting > side.battleGroupBases)
                group.fail(g.frontBases > 0 ? u"frontBases" : u"overlapFiles",
                           QStringLiteral(
                               "the groups fight with %1 bases, more than the battle group's %2 "
                               "(battleGroupBases)")
                               .arg(fighting)
                               .arg(side.battleGroupBases));
        }
        input.sides.push_back(side);
    }
    return input;
}

// The book's Example of Combat: the Spanish tercio charges the Dutch foot. "The Dutch pike are
// classified as average armoured heavy foot, pike and the arquebusiers as average unarmoured
// medium foot, arquebus": a mixed battle group, which tests as heavy foot (FoGR, The Test).
QJsonObject exampleImpact()
{
    const char *json = R"({"sides": [
  {"key": "spanish", "name": "Spanish tercio", "quality": "Superior", "troopType": "Heavy Foot", "charging": true,
   "capabilities": ["Pike", "Arquebus"], "armour": "Armoured", "openTerrain": true, "battleGroupBases": 14,
   "groups": [
     {"frontBases": 2, "troopType": "Heavy Foot", "capabilities": ["Pike"], "ranks": 4,
      "facing": {"troopType": "Heavy Foot", "capabilities": ["Pike"], "ranks": 2, "protected": true}},
     {"frontBases": 1, "troopType": "Medium Foot", "capabilities": ["Arquebus"], "armour": "Unarmoured", "ranks": 3,
      "protected": true, "facing": {"troopType": "Medium Foot", "capabilities": ["Arquebus"], "armour": "Unarmoured", "protected": true}}]},
  {"key": "dutch", "name": "Dutch foot", "quality": "Average", "troopType": "Medium Foot",
   "capabilities": ["Pike", "Arquebus"], "armour": "Unarmoured", "openTerrain": true, "battleGroupBases": 6,
   "groups": [
     {"frontBases": 2, "troopType": "Heavy Foot", "capabilities": ["Pike"], "armour": "Armoured", "ranks": 2,
      "facing": {"troopType": "Heavy Foot", "capabilities": ["Pike"], "ranks": 4, "armour": "Armoured"}},
     {"frontBases": 1, "capabilities": ["Arquebus"], "protected": true,
      "facing": {"troopType": "Medium Foot", "capabilities": ["Arquebus"], "protected": true}}]}]})";
    return QJsonDocument::fromJson(QByteArray(json)).object();
}

// The same example's melee: the Spanish overlap the Dutch, who are DISRUPTED with 5 bases.
QJsonObject exampleMelee()
{
    const char *json = R"({"sides": [
  {"key": "spanish", "name": "Spanish tercio", "quality": "Superior", "troopType": "Heavy Foot",
   "capabilities": ["Pike", "Arquebus"], "armour": "Armoured", "openTerrain": true, "battleGroupBases": 13,
   "groups": [
     {"frontBases": 2, "rearBases": 2, "capabilities": ["Pike"], "ranks": 4,
      "facing": {"troopType": "Heavy Foot", "capabilities": ["Pike"], "ranks": 2, "protected": true, "armour": "Armoured"}},
     {"frontBases": 1, "rearBases": 1, "overlapFiles": 1, "troopType": "Medium Foot", "capabilities": ["Arquebus"],
      "armour": "Unarmoured", "protected": true,
      "facing": {"troopType": "Medium Foot", "capabilities": ["Arquebus"], "armour": "Unarmoured", "protected": true}}]},
  {"key": "dutch", "name": "Dutch foot", "quality": "Average", "cohesion": "Disrupted", "troopType": "Medium Foot",
   "capabilities": ["Pike", "Arquebus"], "armour": "Unarmoured", "openTerrain": true, "battleGroupBases": 5,
   "groups": [
     {"frontBases": 1, "rearBases": 1, "capabilities": ["Arquebus"], "protected": true,
      "facing": {"troopType": "Medium Foot", "capabilities": ["Arquebus"], "protected": true}},
     {"frontBases": 2, "rearBases": 1, "troopType": "Heavy Foot", "capabilities": ["Pike"], "armour": "Armoured",
      "facing": {"troopType": "Heavy Foot", "capabilities": ["Pike"], "ranks": 4}}]}]})";
    return QJsonDocument::fromJson(QByteArray(json)).object();
}

// The fields of impact and melee: the same battle groups, file by file.
QList<InputField> closeCombatFields()
{
    return {listField(
        QStringLiteral("sides"), QStringLiteral("Battle groups fighting"),
        {idField(QStringLiteral("key"), QStringLiteral("Key"),
                 QStringLiteral("names its rolls: \"<key>.<group index>\"; side1, side2 ... "
                                "when not given")),
         textField(QStringLiteral("name"), QStringLiteral("Name")),
         idField(QStringLiteral("battleGroup"), QStringLiteral("Battle group id")),
         choiceField(QStringLiteral("quality"), QStringLiteral("Quality"), qualityNames()),
         choiceField(QStringLiteral("cohesion"), QStringLiteral("Cohesion level"), cohesionNames(),
                     QStringLiteral("Steady")),
         choiceField(QStringLiteral("disorder"), QStringLiteral("Disorder"), disorderNames(),
                     QStringLiteral("None")),
         booleanField(QStringLiteral("commanderInFrontRank"),
                      QStringLiteral("Commander fighting in the front rank"),
                      QStringLiteral("re-rolls one level higher")),
         booleanField(QStringLiteral("charging"), QStringLiteral("Charging")),
         troopTypesField(QStringLiteral("troopType"), QStringLiteral("Troop type"), false),
         catalogueField(QStringLiteral("capabilities"), QStringLiteral("Capabilities"),
                        QStringLiteral("capabilities"), true, QJsonValue(QJsonValue::Null)),
         catalogueField(QStringLiteral("armour"), QStringLiteral("Armour"),
                        QStringLiteral("armour"), false, QJsonValue(QJsonValue::Null)),
         booleanField(QStringLiteral("openTerrain"), QStringLiteral("In open terrain")),
         integerField(QStringLiteral("battleGroupBases"),
                      QStringLiteral("Bases in the battle group"), 1, 1000,
                      QJsonValue(QJsonValue::Undefined), QStringLiteral("for HP3B")),
         booleanField(QStringLiteral("startedWithTwoBases"),
                      QStringLiteral("Started with only 2 bases"), QStringLiteral("death roll +1")),
         booleanField(QStringLiteral("lostQuarterOfBases"),
                      QStringLiteral("Lost at least 25% of original bases"),
                      QStringLiteral("for the cohesion test after")),
         booleanField(QStringLiteral("threatenedFlank"),
                      QStringLiteral("Foot battle troops with threatened flank"),
                      QStringLiteral("for the cohesion test after")),
         choiceField(QStringLiteral("commander"), QStringLiteral("Commander in line of command"),
                     {QStringLiteral("none"), QStringLiteral("inRange"), QStringLiteral("with")},
                     QStringLiteral("none"), QStringLiteral("for the cohesion test after")),
         choiceField(QStringLiteral("enemyType"), QStringLiteral("Enemy type (any one of)"),
                     enemyTypeNames(), QJsonValue(QJsonValue::Null),
                     QStringLiteral("for the cohesion test after; when not given, derived from the "
                                    "troop types and capabilities of both sides")),
         listField(
             QStringLiteral("groups"), QStringLiteral("Groups of bases (by enemy and POA)"),
             {textField(QStringLiteral("enemy"), QStringLiteral("Fighting"),
                        QStringLiteral("the enemy battle group these bases fight, by name (or "
                                       "key): needed when more than two fight")),
              integerField(QStringLiteral("frontBases"), QStringLiteral("Front rank bases"), 0, 100,
                           0),
              integerField(QStringLiteral("rearBases"), QStringLiteral("Rear rank bases"), 0, 100,
                           0, QStringLiteral("melee only")),
              integerField(QStringLiteral("overlapFiles"), QStringLiteral("Overlapping files"), 0,
                           100, 0, QStringLiteral("melee only")),
              booleanField(QStringLiteral("regimentalGun"), QStringLiteral("Regimental gun"),
                           QStringLiteral("impact only")),
              integerField(QStringLiteral("poa"), QStringLiteral("Net POA (typed)"), -2, 2,
                           QJsonValue(QJsonValue::Null),
                           QStringLiteral("overrides the POA worked out from the facts")),
              troopTypesField(QStringLiteral("troopType"), QStringLiteral("Troop type"), false,
                              QJsonValue(QJsonValue::Null)),
              catalogueField(QStringLiteral("capabilities"), QStringLiteral("Capabilities"),
                             QStringLiteral("capabilities"), true, QJsonValue(QJsonValue::Null)),
              integerField(QStringLiteral("ranks"), QStringLiteral("Ranks in the file"), 1, 100,
                           QJsonValue(QJsonValue::Null),
                           QStringLiteral("POAs requiring ranks (FoGR: POAs Requiring Ranks)")),
              booleanField(QStringLiteral("protected"), QStringLiteral("Protected"),
                           QStringLiteral("FoGR: Protection")),
              catalogueField(QStringLiteral("armour"), QStringLiteral("Armour"),
                             QStringLiteral("armour"), false, QJsonValue(QJsonValue::Null)),
              booleanField(QStringLiteral("openTerrain"), QStringLiteral("In open terrain")),
              objectField(
                  QStringLiteral("facing"), QStringLiteral("The enemy bases it faces"),
                  {troopTypesField(QStringLiteral("troopType"), QStringLiteral("Troop type"), false,
                                   QJsonValue(QJsonValue::Null)),
                   catalogueField(QStringLiteral("capabilities"), QStringLiteral("Capabilities"),
                                  QStringLiteral("capabilities"), true,
                                  QJsonValue(QJsonValue::Null)),
                   integerField(
                       QStringLiteral("ranks"), QStringLiteral("Ranks in the file"), 1, 100,
                       QJsonValue(QJsonValue::Null),
                       QStringLiteral("POAs requiring ranks (FoGR: POAs Requiring Ranks)")),
                   booleanField(QStringLiteral("protected"), QStringLiteral("Protected"),
                                QStringLiteral("FoGR: Protection")),
                   catalogueField(QStringLiteral("armour"), QStringLiteral("Armour"),
                                  QStringLiteral("armour"), false, QJsonValue(QJsonValue::Null)),
                   booleanField(QStringLiteral("openTerrain"),
                                QStringLiteral("In open terrain"))})})})};
}

} // namespace

QList<FogrProcedure> combatProcedures()
{
    FogrProcedure impact;
    impact.info = {QStringLiteral("impact"), QStringLiteral("Impact combat"),
                   QStringLiteral("FoGR: The Combat Mechanism, In the Impact Phase"),
                   QStringLiteral("2 dice per front rank base (+1 regimental gun), both sides with "
                                  "the lower number of eligible bases; "
                                  "light troop, disruption and fragmentation losses apportioned; "
                                  "impact POAs; hits, who lost, and the "
                                  "chances of each cohesion level and base loss after"),
                   closeCombatFields()};
    // The follow-up chances are kept for the life of the rule set, whose book never changes.
    auto cache = std::make_shared<FollowUpCache>();
    impact.run = [cache](const core::JsonReader &json, DiceSource &dice, const RuleBook &book) {
        return closeCombat(readCloseCombat(json, CombatKind::Impact, book), dice, book,
                           cache.get());
    };
    FogrProcedure melee;
    melee.info = {QStringLiteral("melee"), QStringLiteral("Melee"),
                  QStringLiteral("FoGR: The Combat Mechanism, In the Melee Phase"),
                  QStringLiteral("1 dice per base in the first 2 ranks (2 per front base for "
                                 "elephants, gendarmes, cavaliers, "
                                 "determined horse), 1 per overlapping file; reductions "
                                 "apportioned; melee POAs; hits, who lost, and "
                                 "the chances of each cohesion level and base loss after"),
                  closeCombatFields()};
    melee.run = [cache](const core::JsonReader &json, DiceSource &dice, const RuleBook &book) {
        return closeCombat(readCloseCombat(json, CombatKind::Melee, book), dice, book, cache.get());
    };
    impact.example = exampleImpact();
    melee.example = exampleMelee();
    return {shootingProcedure(), impact, melee};
}

} // namespace adjutant::rulesets::fogr
