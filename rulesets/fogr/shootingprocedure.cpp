// SPDX-License-Identifier: GPL-3.0-or-later
// The shooting procedure for the resolver and the CLI: its form, the book's example, its input.
#include "rulesets/fogr/shooting.h"

#include "core/jsonreader.h"
#include "rulesets/fogr/poa.h"
#include "rulesets/fogr/shootingfiles.h"
#include "rulesets/fogr/shootingrows.h"
#include "rulesets/inputfields.h"
#include "rulesets/rulebook.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <numeric>

namespace adjutant::rulesets::fogr {

using namespace shootingrows;

namespace {

ShootingInput readShooting(const core::JsonReader &json, const RuleBook &book)
{
    json.allowOnly({u"shooters", u"target"});
    ShootingInput input;
    const core::JsonReader target = json.child(u"target");
    target.allowOnly({u"key", u"name", u"battleGroup", u"troopType", u"armour", u"quality",
                      u"cohesion", u"disorder", u"battleGroupBases", u"oneBaseDeep",
                      u"inCloseCombat", u"startedWithTwoBases", u"lostQuarterOfBases",
                      u"threatenedFlank", u"commander"});
    ShootingTarget &t = input.target;
    t.key = target.optionalString(u"key", QStringLiteral("target"));
    t.name = target.optionalString(u"name", t.key);
    t.battleGroup = target.optionalString(u"battleGroup");
    t.troopType = target.nonEmptyString(u"troopType");
    troopClass(book, t.troopType, target, u"troopType");
    t.armour = target.optionalString(u"armour");
    const QStringList armour = book.strings(QStringLiteral("troopTypes"), QStringLiteral("armour"));
    if (!t.armour.isEmpty() && !armour.contains(t.armour))
        target.fail(u"armour", QStringLiteral("\"%1\" is not one of %2")
                                   .arg(t.armour, armour.join(QStringLiteral(", "))));
    t.quality = readQuality(target, u"quality");
    t.cohesion = readCohesion(target, u"cohesion");
    if (t.cohesion == Cohesion::Broken)
        target.fail(
            u"cohesion",
            QStringLiteral("there is no shooting at broken troops (FoGR: Fighting Broken Troops)"));
    t.disorder = readDisorder(target, u"disorder");
    t.battleGroupBases = target.integer(u"battleGroupBases", 1, 1000);
    // FoGR, Battle Groups: "Each battle group consists of from two to sixteen bases".
    const int most =
        book.integer(QStringLiteral("troopTypes"), QStringLiteral("basesPerBattleGroupMost"));
    if (t.battleGroupBases > most)
        target.fail(u"battleGroupBases",
                    QStringLiteral("%1 bases: a battle group has at most %2 (FoGR: Battle Groups)")
                        .arg(t.battleGroupBases)
                        .arg(most));
    t.oneBaseDeep = target.optionalBoolean(u"oneBaseDeep", false);
    t.inCloseCombat = target.optionalBoolean(u"inCloseCombat", false);
    t.startedWithTwoBases = target.optionalBoolean(u"startedWithTwoBases", false);
    t.lostQuarterOfBases = target.optionalBoolean(u"lostQuarterOfBases", false);
    t.threatenedFlank = target.optionalBoolean(u"threatenedFlank", false);
    const QStringList commander{QStringLiteral("none"), QStringLiteral("inRange"),
                                QStringLiteral("with")};
    const QString c = target.optionalString(u"commander", QStringLiteral("none"));
    if (!commander.contains(c))
        target.fail(
            u"commander",
            QStringLiteral("\"%1\" is not one of %2").arg(c, commander.join(QStringLiteral(", "))));
    t.commander = CommanderPresence(commander.indexOf(c));

    const QJsonArray shooters = json.array(u"shooters");
    if (shooters.isEmpty())
        json.fail(u"shooters", QStringLiteral("at least one battle group shoots"));
    const int shootersMost = book.integer(kDice, QStringLiteral("shootersAtOneTargetMost"));
    if (shooters.size() > shootersMost)
        json.fail(
            u"shooters",
            QStringLiteral("%1 battle groups: Adjutant takes at most %2 shooting at one target "
                           "(interpreted: the book sets no limit)")
                .arg(shooters.size())
                .arg(shootersMost));
    const QStringList capabilities =
        book.strings(QStringLiteral("troopTypes"), QStringLiteral("capabilities"));
    const WeaponRanges weaponRanges(book); // FoGR, Ranges: read once for every shooter
    for (qsizetype i = 0; i < shooters.size(); ++i) {
        const core::JsonReader s(shooters[i],
                                 core::JsonReader::pathOf(json.pathOf(u"shooters"), i));
        s.allowOnly({u"key", u"name", u"quality", u"cohesion", u"disorder", u"troopType", u"weapon",
                     u"ranks", u"regimentalGun", u"range", u"distanceMU", u"inCloseCombat",
                     u"poa"});
        Shooter shooter;
        shooter.path = s.path();
        shooter.key = s.has(u"key") ? s.nonEmptyString(u"key")
                                    : QStringLiteral("shooter%1").arg(i + 1);
        if (shooter.key.contains(QLatin1Char('+')))
            s.fail(u"key",
                   QStringLiteral("\"+\" joins the keys of combined dice; choose another key"));
        for (const Shooter &other : input.shooters) {
            if (other.key == shooter.key)
                s.fail(u"key", QStringLiteral("\"%1\" is used twice").arg(shooter.key));
        }
        shooter.name = s.optionalString(u"name", shooter.key);
        shooter.quality = readQuality(s, u"quality");
        shooter.cohesion = readCohesion(s, u"cohesion");
        if (shooter.cohesion == Cohesion::Broken)
            s.fail(u"cohesion",
                   QStringLiteral("broken troops do not shoot (FoGR: Fighting Broken Troops)"));
        shooter.disorder = readDisorder(s, u"disorder");
        shooter.troopType = s.nonEmptyString(u"troopType");
        const TroopClass cls = troopClass(book, shooter.troopType, s, u"troopType");
        shooter.weapon =
            isArtillery(shooter.troopType) ? shooter.troopType : s.optionalString(u"weapon");
        if (!isArtillery(shooter.troopType) &&
            !capabilities.contains(shooter.weapon, Qt::CaseInsensitive))
            s.fail(u"weapon", QStringLiteral("required: the shooting capability (%1)")
                                  .arg(capabilities.join(QStringLiteral(", "))));
        const QJsonArray ranks = s.optionalArray(u"ranks");
        for (qsizetype r = 0; r < ranks.size(); ++r) {
            const double n = ranks[r].toDouble(-1);
            if (!ranks[r].isDouble() || n < 0 || n > 100 || n != double(int(n))) // in range before int()
                core::JsonReader::failAt(
                    core::JsonReader::pathOf(s.pathOf(u"ranks"), r),
                    QStringLiteral("the number of bases shooting in this rank (0 to 100)"));
            shooter.ranks.push_back(int(n));
        }
        // A battle group has at most 16 bases (FoGR, Battle Groups); battle wagons count base
        // widths, 2 a base ("treated as if 2 bases side by side when shooting").
        const int wide = oneOf(shooter.troopType, {"Battle Wagons"}) ? 2 : 1;
        const int shooting = std::accumulate(shooter.ranks.begin(), shooter.ranks.end(), 0);
        if (shooting > wide * most)
            s.fail(u"ranks",
                   QStringLiteral(
                       "%1 %2 shoot, but a battle group has at most %3 bases (FoGR: Battle Groups)")
                       .arg(shooting)
                       .arg(wide == 2 ? QStringLiteral("base widths") : QStringLiteral("bases"))
                       .arg(most));
        shooter.regimentalGun = s.optionalBoolean(u"regimentalGun", false);
        if (shooter.ranks.empty() && !shooter.regimentalGun)
            s.fail(
                u"ranks",
                QStringLiteral(
                    "required: bases shooting in each shooting rank, front rank first ([3, 3])"));
        if (s.has(u"range") == s.has(u"distanceMU"))
            s.fail(u"range",
                   QStringLiteral("give either range (\"short\" or \"long\") or distanceMU"));
        // FoGR, Ranges: the weapon's row, for foot or mounted bows (shootingFiles reads the same).
        const bool mounted = cls.category == QLatin1String("Mounted");
        if (s.has(u"range")) {
            const QString range = s.string(u"range");
            if (range != QLatin1String("short") && range != QLatin1String("long"))
                s.fail(u"range", QStringLiteral("\"%1\" is not short or long").arg(range));
            shooter.longRange = range == QLatin1String("long");
            // FoGR, Ranges: "-" is no long range.
            if (shooter.longRange) {
                const std::optional<WeaponRange> row = weaponRanges.require(shooter.weapon, mounted);
                if (row && !row->longRange)
                    s.fail(u"range",
                           QStringLiteral("%1 has no long range (FoGR: Shooting Phase, Ranges)")
                               .arg(row->weapon));
            }
        } else {
            const double distance = s.number(u"distanceMU");
            const std::optional<WeaponRange> row = weaponRanges.require(shooter.weapon, mounted);
            if (!row)
                s.fail(u"weapon", QStringLiteral("no range for %1 in FoGR: Shooting Phase, Ranges")
                                      .arg(shooter.weapon));
            if (distance < 0 || distance > row->reach())
                s.fail(u"distanceMU",
                       QStringLiteral("%1 MU is out of range for %2 (FoGR: Shooting Phase, Ranges)")
                           .arg(distance)
                           .arg(row->weapon));
            shooter.longRange = distance > row->shortRange;
        }
        shooter.inCloseCombat = s.optionalBoolean(u"inCloseCombat", false);
        if (s.has(u"poa")) {
            const double poa = s.number(u"poa");
            if (poa < -2 || poa > 2 || poa != double(int(poa))) // in range before int()
                s.fail(u"poa", QStringLiteral("a net POA is a whole number from -2 (--) to 2 (++) "
                                              "(FoGR: Scoring Hits - Points of Advantage)"));
            shooter.poa = int(poa);
        }
        input.shooters.push_back(shooter);
    }
    return input;
}

} // namespace

FogrProcedure shootingProcedure()
{
    FogrProcedure p;
    p.info = {QStringLiteral("shooting"), QStringLiteral("Shooting"),
              QStringLiteral("FoGR: The Combat Mechanism, In the Shooting Phase"),
              QStringLiteral("Dice per shooting rank by troop type and range, '1 per 2 bases' "
                             "counts added over all shooters at one "
                             "target, reductions, shooting POAs, scores to hit with quality "
                             "re-rolls; the target's hits and its chances "
                             "of each cohesion level and base loss after"),
              {objectField(QStringLiteral("target"), QStringLiteral("Target"),
                {idField(QStringLiteral("key"), QStringLiteral("Key")), textField(QStringLiteral("name"), QStringLiteral("Name")), idField(QStringLiteral("battleGroup"), QStringLiteral("Battle group id")),
                 troopTypesField(QStringLiteral("troopType"), QStringLiteral("Troop type"), false),
                 catalogueField(QStringLiteral("armour"), QStringLiteral("Armour"), QStringLiteral("armour"), false, QJsonValue(QJsonValue::Null), QStringLiteral("of its nearest rank: shooting POAs")),
                 choiceField(QStringLiteral("quality"), QStringLiteral("Quality"), qualityNames()),
                 choiceField(QStringLiteral("cohesion"), QStringLiteral("Cohesion level"), cohesionNames(), QStringLiteral("Steady")),
                 choiceField(QStringLiteral("disorder"), QStringLiteral("Disorder"), disorderNames(), QStringLiteral("None")),
                 integerField(QStringLiteral("battleGroupBases"), QStringLiteral("Bases in the battle group"), 1, 1000, QJsonValue(QJsonValue::Undefined), QStringLiteral("for HP3B")),
                 booleanField(QStringLiteral("oneBaseDeep"), QStringLiteral("Entirely 1 base deep")),
                 booleanField(QStringLiteral("inCloseCombat"), QStringLiteral("In close combat"), QStringLiteral("shooting at it is at -")),
                 booleanField(QStringLiteral("startedWithTwoBases"), QStringLiteral("Started with only 2 bases"), QStringLiteral("death roll +1")),
                 booleanField(QStringLiteral("lostQuarterOfBases"), QStringLiteral("Lost at least 25% of original bases"), QStringLiteral("for the cohesion test after")),
                 booleanField(QStringLiteral("threatenedFlank"), QStringLiteral("Foot battle troops with threatened flank"), QStringLiteral("for the cohesion test after")),
                 choiceField(QStringLiteral("commander"), QStringLiteral("Commander in line of command"), {QStringLiteral("none"), QStringLiteral("inRange"), QStringLiteral("with")}, QStringLiteral("none"), QStringLiteral("for the cohesion test after"))}),
               listField(QStringLiteral("shooters"), QStringLiteral("Battle groups shooting at it"),
                {idField(QStringLiteral("key"), QStringLiteral("Key"), QStringLiteral("names its roll (dice combined from two battle groups' bases: \"<key>+<key>\"); shooter1, shooter2 ... when not given")), textField(QStringLiteral("name"), QStringLiteral("Name")),
                 choiceField(QStringLiteral("quality"), QStringLiteral("Quality"), qualityNames()),
                 choiceField(QStringLiteral("cohesion"), QStringLiteral("Cohesion level"), cohesionNames(), QStringLiteral("Steady")),
                 choiceField(QStringLiteral("disorder"), QStringLiteral("Disorder"), disorderNames(), QStringLiteral("None")),
                 troopTypesField(QStringLiteral("troopType"), QStringLiteral("Troop type"), false),
                 catalogueField(QStringLiteral("weapon"), QStringLiteral("Shooting capability"), QStringLiteral("capabilities"), false, QJsonValue(QJsonValue::Null), QStringLiteral("not for artillery")),
                 integerListField(QStringLiteral("ranks"), QStringLiteral("Bases shooting in each rank, front first"), 0, 100),
                 booleanField(QStringLiteral("regimentalGun"), QStringLiteral("Regimental gun")),
                 choiceField(QStringLiteral("range"), QStringLiteral("Range"), {QStringLiteral("short"), QStringLiteral("long")}, QJsonValue(QJsonValue::Null), QStringLiteral("or the distance")),
                 numberField(QStringLiteral("distanceMU"), QStringLiteral("Distance (MU)"), 0, 1000),
                 booleanField(QStringLiteral("inCloseCombat"), QStringLiteral("Shooters in close combat"), QStringLiteral("shooting at -")),
                 integerField(QStringLiteral("poa"), QStringLiteral("Net POA (typed)"), -2, 2, QJsonValue(QJsonValue::Null))})}};
    // The book's Example of Combat: the unengaged Dutch battle group shoots at the tercio's 3rd
    // rank arquebusiers (its battle group is in close combat).
    p.example = QJsonDocument::fromJson(R"({
  "shooters": [{"key": "dutch2", "name": "Second Dutch foot", "quality": "Average", "troopType": "Medium Foot",
                "weapon": "Arquebus", "ranks": [4], "range": "short"}],
  "target": {"key": "spanish", "name": "Spanish tercio", "troopType": "Medium Foot", "armour": "Unarmoured",
             "quality": "Superior", "battleGroupBases": 14, "inCloseCombat": true}})")
                    .object();
    p.run = [](const core::JsonReader &json, DiceSource &dice, const RuleBook &book) {
        return shooting(readShooting(json, book), dice, book);
    };
    return p;
}

} // namespace adjutant::rulesets::fogr
