// SPDX-License-Identifier: GPL-3.0-or-later
// FoGR eligibility facts: Interception Charges and Evade Moves (Impact Phase), Voluntary Break Offs
// (Joint Action Phase).
#include "rulesets/fogr/responses.h"

#include "core/jsonreader.h"
#include "rulesets/common/die.h"
#include "rulesets/common/rerollpolicy.h"
#include "rulesets/dicesource.h"
#include "rulesets/fogr/complexmovetest.h"
#include "rulesets/fogr/troopprofile.h"
#include "rulesets/inputfields.h"
#include "rulesets/rulebook.h"

#include <QJsonArray>

namespace adjutant::rulesets::fogr {

namespace {

// The reasons a procedure found, in order, and what they add up to.
struct Verdict
{
    const RuleBook &book;
    QString table;
    QJsonArray reasons;
    bool forbidden = false;
    bool cmt = false;

    // Records the rule; its effect is the cell's value ("forbids", "allows", "needs a CMT", ...).
    void apply(const char *key)
    {
        const QString effect = book.string(table, QString::fromLatin1(key));
        reasons.append(ruleReason(book, table, QString::fromLatin1(key), effect));
        forbidden = forbidden || effect == QStringLiteral("forbids");
        cmt = cmt || effect.startsWith(QStringLiteral("needs a CMT"));
    }
    // Records the rule as not met: it would have allowed, but the facts do not fit.
    void notMet(const char *key)
    {
        reasons.append(
            ruleReason(book, table, QString::fromLatin1(key), QStringLiteral("not met")));
    }
    QStringList rules() const
    {
        QStringList list;
        for (const QJsonValue &r : reasons) {
            if (r.toObject().value(QStringLiteral("effect")).toString() ==
                QStringLiteral("forbids"))
                list.append(r.toObject().value(QStringLiteral("rule")).toString());
        }
        return list;
    }
};

QString who(const core::JsonReader &json)
{
    return json.optionalString(u"name", QStringLiteral("The battle group"));
}

void requireCategory(const core::JsonReader &json, QStringView key, const TroopProfile &troops)
{
    if (troops.mixedMountedAndFoot())
        json.fail(key, QStringLiteral("mixes mounted and foot bases: the rules give such a battle "
                                      "group no single category here"));
}

ProcedureResult interception(const core::JsonReader &json, const RuleBook &book)
{
    json.allowOnly({u"name", u"troopTypes", u"shock", u"cohesion", u"inSquare",
                    u"defendingFortificationsOrObstacle", u"itselfCharged", u"chargerTroopTypes",
                    u"distanceToChargePath", u"zoiThroughDisorderingTerrain", u"chargerVisible"});
    const QString table = QStringLiteral("interception");
    const TroopProfile troops = readTroops(json, u"troopTypes", book, u"shock");
    requireCategory(json, u"troopTypes", troops);
    const TroopProfile chargers = readTroops(json, u"chargerTroopTypes", book);
    const Cohesion cohesion = readCohesion(json, u"cohesion");
    const bool shock =
        troops.shock &&
        cohesion != Cohesion::Fragmented; // FRAGMENTED: "Shock troops are no longer so"
    ProcedureResult result;
    result.citation = book.tableSource(table);
    Verdict v{book, table, {}};

    const int zoi =
        book.integer(table, troops.foot ? QStringLiteral("zoiFoot") : QStringLiteral("zoiMounted"));
    const RuleValue &zoiCell =
        book.value(table, troops.foot ? QStringLiteral("zoiFoot") : QStringLiteral("zoiMounted"));
    if (json.has(u"distanceToChargePath")) {
        const double distance = json.number(u"distanceToChargePath");
        if (distance < 0)
            json.fail(u"distanceToChargePath", QStringLiteral("must be 0 or more MU"));
        if (distance > zoi) {
            v.reasons.append(QJsonObject{{QStringLiteral("rule"), zoiCell.text},
                                         {QStringLiteral("citation"), zoiCell.source},
                                         {QStringLiteral("effect"), QStringLiteral("forbids")}});
            v.forbidden = true;
        }
    }
    if (json.optionalBoolean(u"zoiThroughDisorderingTerrain", false))
        v.apply("zoiTerrain");
    if (!json.optionalBoolean(u"chargerVisible", true))
        v.apply("notVisible");
    if (json.optionalBoolean(u"itselfCharged", false))
        v.apply("itselfCharged");
    if (cohesion == Cohesion::Broken)
        v.apply("broken");
    const bool lightFootOrDragoons = troops.light && troops.foot;
    if (cohesion == Cohesion::Fragmented || lightFootOrDragoons || troops.artillery ||
        troops.battleWagons || json.optionalBoolean(u"inSquare", false) ||
        json.optionalBoolean(u"defendingFortificationsOrObstacle", false))
        v.apply("cannotIntercept");
    if (troops.light && troops.mounted && chargers.battleTroops())
        v.apply("lightHorse");
    if (troops.foot && troops.battleTroops() && chargers.mounted && chargers.battleTroops())
        v.apply("footVsMounted");
    if (cohesion == Cohesion::Disrupted && !shock)
        v.apply("disruptedNonShock");
    if (!v.forbidden)
        v.apply("throughZoi");

    for (const QJsonValue &r : v.reasons) {
        if (r.toObject().contains(QStringLiteral("interpreted")))
            result.notes.append(
                QStringLiteral("Interpreted: %1")
                    .arg(r.toObject().value(QStringLiteral("interpreted")).toString()));
    }
    result.facts = {{QStringLiteral("eligible"), !v.forbidden},
                    {QStringLiteral("cmtNeeded"), !v.forbidden && v.cmt},
                    {QStringLiteral("zoi"), zoi},
                    {QStringLiteral("zoiCitation"), zoiCell.source},
                    {QStringLiteral("category"), troops.category()},
                    {QStringLiteral("shock"), shock},
                    {QStringLiteral("reasons"), v.reasons}};
    if (!v.forbidden)
        result.facts.insert(QStringLiteral("move"), book.string(table, QStringLiteral("move")));
    result.summary = v.forbidden
                         ? QStringLiteral("%1 cannot intercept: %2")
                               .arg(who(json), v.rules().join(QStringLiteral("; ")))
                         : QStringLiteral("%1 may intercept within %2 MU%3")
                               .arg(who(json))
                               .arg(zoi)
                               .arg(v.cmt ? QStringLiteral(" after passing a CMT") : QString());
    return result;
}

ProcedureResult evade(const core::JsonReader &json, DiceSource &dice, const RuleBook &book)
{
    json.allowOnly({u"name", u"troopTypes", u"shock", u"cohesion", u"oneBaseDeep", u"closeCombat",
                    u"chargerTroopTypes", u"inTerrainOrDefending", u"chargedInFlankOrRear",
                    u"normalDistance"});
    const QString table = QStringLiteral("evade");
    const TroopProfile troops = readTroops(json, u"troopTypes", book, u"shock");
    const TroopProfile chargers = readTroops(json, u"chargerTroopTypes", book);
    const Cohesion cohesion = readCohesion(json, u"cohesion");
    const QStringList closeCombatWords{QStringLiteral("none"), QStringLiteral("overlapOnly"),
                                       QStringLiteral("front")};
    const QString closeCombat = json.optionalString(u"closeCombat", QStringLiteral("none"));
    if (!closeCombatWords.contains(closeCombat))
        json.fail(u"closeCombat",
                  QStringLiteral("\"%1\" is not one of %2")
                      .arg(closeCombat, closeCombatWords.join(QStringLiteral(", "))));
    ProcedureResult result;
    result.citation = book.tableSource(table);
    Verdict v{book, table, {}};

    bool cavalryOrCamelry = true;
    for (const QString &type : troops.types)
        cavalryOrCamelry = cavalryOrCamelry &&
                           (type == QStringLiteral("Cavalry") || type == QStringLiteral("Camelry"));
    const bool shockNow = troops.shock && cohesion != Cohesion::Fragmented;
    if (troops.shock && !shockNow)
        v.apply("fragmentedShock");
    const bool kind = troops.light || (cavalryOrCamelry && !shockNow &&
                                       json.optionalBoolean(u"oneBaseDeep", false));
    if (!kind) {
        v.reasons.append(
            ruleReason(book, table, QStringLiteral("notEligible"), QStringLiteral("forbids")));
        v.forbidden = true;
    }
    if (closeCombat == QStringLiteral("front"))
        v.apply("inCloseCombat");
    if (cohesion == Cohesion::Broken) {
        v.reasons.append(
            ruleReason(book, table, QStringLiteral("inCloseCombat"), QStringLiteral("forbids")));
        v.forbidden = true;
    }
    bool mustTest = false;
    if (!v.forbidden) {
        v.apply("whoMayEvade");
        if (troops.light && chargers.battleTroops()) {
            // Light foot or dragoons (light and foot) in terrain or defending need no test.
            const bool exempt = troops.foot && json.optionalBoolean(u"inTerrainOrDefending", false);
            if (exempt)
                v.apply("standWithoutTest");
            else
                v.apply("cmtToStand");
            mustTest = !exempt;
        }
    }
    QJsonArray directions;
    if (!v.forbidden) {
        directions.append(book.string(table, QStringLiteral("directionOfCharge")));
        if (!json.optionalBoolean(u"chargedInFlankOrRear", false))
            directions.append(book.string(table, QStringLiteral("ownRear")));
        result.notes.append(book.string(table, QStringLiteral("vmd")));
        result.notes.append(book.string(table, QStringLiteral("commander")));
    }
    result.facts = {{QStringLiteral("mayEvade"), !v.forbidden},
                    {QStringLiteral("cmtToStand"), mustTest},
                    {QStringLiteral("directions"), directions},
                    {QStringLiteral("reasons"), v.reasons}};
    if (mustTest)
        result.facts.insert(
            QStringLiteral("cmt"),
            QStringLiteral("complex-move-test with purpose receiveCharge: fail and it must evade"));
    // The same in the players' words.
    result.workedOut.append(QStringLiteral("May evade: %1")
                                .arg(v.forbidden ? QStringLiteral("no") : QStringLiteral("yes")));
    if (mustTest)
        result.workedOut.append(QStringLiteral("To stand, a complex move test to receive the "
                                               "charge: if it fails, it must evade"));
    if (!directions.isEmpty()) {
        QStringList ways;
        for (const QJsonValue &d : directions)
            ways.append(d.toString());
        result.workedOut.append(QStringLiteral("Directions: %1").arg(ways.join(QStringLiteral("; "))));
    }
    result.summary =
        v.forbidden
            ? QStringLiteral("%1 cannot evade: %2")
                  .arg(who(json), v.rules().join(QStringLiteral("; ")))
            : QStringLiteral("%1 may evade%2")
                  .arg(who(json),
                       mustTest ? QStringLiteral(" (and must, unless it passes a CMT to stand)")
                                : QString());
    if (v.forbidden || !json.has(u"normalDistance"))
        return result;
    // The evade move: a VMD roll on the normal distance (FoGR, Variable Moves).
    const int normal = json.integer(u"normalDistance", 0, 100);
    const Distribution distances = variableMoveDistances(normal, book);
    result.distributions.append(
        {QStringLiteral("distance"), distances, QStringLiteral("distance")});
    for (int d = distances.lowest(); d <= distances.highest(); ++d) {
        if (distances.isPossible(d))
            result.outcomes.append(
                keyed(outcomeBetween(QStringLiteral("Evade %1 MU").arg(d), distances, d, d),
                      QString::number(d)));
    }
    const auto rolled = dice.roll(QStringLiteral("vmd"), kD6, 1, RerollPolicy::none(),
                                  std::nullopt, QStringLiteral("Variable move")); // no re-rolls
    if (!rolled)
        return result;
    const int face = rolled->front().result;
    const int distance = std::max(0, normal + variableMoveAdjustment(face, book));
    result.result = {{QStringLiteral("thrown"), face}, {QStringLiteral("distance"), distance}};
    result.summary += QStringLiteral("; VMD %1: evades %2 MU").arg(face).arg(distance);
    return result;
}

struct Opponent
{
    TroopProfile troops;
    bool steady = false;
    bool shock = false;
    int bases = 0;
};

ProcedureResult breakOff(const core::JsonReader &json, const RuleBook &book)
{
    json.allowOnly({u"name", u"troopTypes", u"shock", u"cohesion", u"facingMoreThanOneDirection",
                    u"pursuedIntoFreshEnemy", u"opponents"});
    const QString table = QStringLiteral("breakOff");
    const TroopProfile troops = readTroops(json, u"troopTypes", book, u"shock");
    const Cohesion cohesion = readCohesion(json, u"cohesion");
    const bool shock = troops.shock && cohesion != Cohesion::Fragmented;
    QList<Opponent> opponents;
    const QJsonArray list = json.array(u"opponents");
    if (list.isEmpty())
        json.fail(
            u"opponents",
            QStringLiteral("a battle group breaks off from its close combat opponents: list them"));
    int total = 0;
    for (qsizetype i = 0; i < list.size(); ++i) {
        const core::JsonReader entry(list.at(i),
                                     core::JsonReader::pathOf(json.pathOf(u"opponents"), i));
        entry.allowOnly({u"name", u"troopType", u"shock", u"cohesion", u"disorder", u"bases"});
        Opponent o;
        o.troops = readTroopType(entry, u"troopType", book, u"shock");
        const Cohesion c = readCohesion(entry, u"cohesion");
        // "Disordered or Severely Disordered bases are not STEADY."
        o.steady = c == Cohesion::Steady && readDisorder(entry, u"disorder") == Disorder::None;
        o.shock = o.troops.shock && c != Cohesion::Fragmented;
        o.bases =
            entry.integer(u"bases", 1, 100); // front rank bases in contact, not only as an overlap
        total += o.bases;
        opponents.append(o);
    }
    ProcedureResult result;
    result.citation = book.tableSource(table);
    Verdict v{book, table, {}};
    if (troops.elephants || troops.artillery || troops.battleWagons ||
        troops.has(QStringLiteral("Elephants")))
        v.apply("cannotTypes");
    if (json.optionalBoolean(u"facingMoreThanOneDirection", false))
        v.apply("facingMoreThanOne");
    if (json.optionalBoolean(u"pursuedIntoFreshEnemy", false))
        v.apply("pursuedIntoFresh");
    if (cohesion == Cohesion::Broken)
        v.apply("broken");
    auto bases = [&](auto predicate) {
        int n = 0;
        for (const Opponent &o : opponents)
            n += predicate(o) ? o.bases : 0;
        return n;
    };
    bool allowed = false;
    if (!v.forbidden) {
        requireCategory(json, u"troopTypes", troops);
        if (troops.mounted) {
            const int mountedOpponents = bases([](const Opponent &o) {
                return o.steady && !o.shock && o.troops.mountedOrElephants();
            });
            const bool unsteady =
                cohesion == Cohesion::Disrupted || cohesion == Cohesion::Fragmented;
            if (unsteady && 2 * mountedOpponents >= total) {
                v.apply("mountedAgainstMounted");
                allowed = true;
            } else {
                v.notMet("mountedAgainstMounted");
            }
            if (2 * bases([](const Opponent &o) { return o.steady && o.troops.foot; }) >= total) {
                v.apply("mountedAgainstFoot");
                allowed = true;
            } else {
                v.notMet("mountedAgainstFoot");
            }
        } else {
            const bool self =
                (cohesion == Cohesion::Disrupted && !shock) || cohesion == Cohesion::Fragmented;
            if (self && bases([](const Opponent &o) {
                            return o.steady && !o.shock && o.troops.foot;
                        }) == total) {
                v.apply("foot");
                allowed = true;
            } else {
                v.notMet("foot");
            }
        }
    }
    const bool eligible = !v.forbidden && allowed;
    result.facts = {{QStringLiteral("eligible"), eligible},
                    {QStringLiteral("category"), troops.category()},
                    {QStringLiteral("opponentBases"), total},
                    {QStringLiteral("reasons"), v.reasons}};
    result.notes.append(book.string(table, QStringLiteral("countBases")));
    result.notes.append(book.string(table, QStringLiteral("disorderedNotSteady")));
    for (const QJsonValue &r : v.reasons) {
        if (r.toObject().contains(QStringLiteral("interpreted")))
            result.notes.append(
                QStringLiteral("Interpreted: %1")
                    .arg(r.toObject().value(QStringLiteral("interpreted")).toString()));
    }
    if (eligible) {
        result.facts.insert(QStringLiteral("endsAt"),
                            troops.mounted
                                ? book.string(table, QStringLiteral("mountedDistance"))
                                : QStringLiteral("separated from their opponent by %1 MUs, facing "
                                                 "them, in the same formation as before")
                                      .arg(book.integer(table, QStringLiteral("footDistance"))));
        result.facts.insert(QStringLiteral("reductions"),
                            book.json(table, QStringLiteral("reductions")));
        result.facts.insert(QStringLiteral("cancelledBelow"),
                            book.integer(table, QStringLiteral("minimumMove")));
        result.notes.append(book.string(table, QStringLiteral("mutual")));
    }
    result.summary = eligible ? QStringLiteral("%1 may break off").arg(who(json))
                              : QStringLiteral("%1 cannot break off").arg(who(json));
    return result;
}

} // namespace

FogrProcedure interceptionProcedure()
{
    FogrProcedure p;
    p.info = {QStringLiteral("interception"), QStringLiteral("Interception eligibility"),
              QStringLiteral("FoGR: Impact Phase, Interception Charges"),
              QStringLiteral("Whether a battle group may intercept chargers passing through its "
                             "ZOI (2 MU foot, 4 MU mounted and "
                             "elephants), every deciding rule cited, and whether it needs a CMT "
                             "(DISRUPTED non-shock)"),
              {textField(QStringLiteral("name"), QStringLiteral("Name")), troopTypesField(QStringLiteral("troopTypes"), QStringLiteral("Troop types"), true),
               booleanField(QStringLiteral("shock"), QStringLiteral("Shock troops by capability"), QStringLiteral("lancers, impact, salvo, keils (FoGR: Troop Function Categories)")),
               choiceField(QStringLiteral("cohesion"), QStringLiteral("Cohesion level"), cohesionNames(), QStringLiteral("Steady")),
               booleanField(QStringLiteral("inSquare"), QStringLiteral("In square")), booleanField(QStringLiteral("defendingFortificationsOrObstacle"), QStringLiteral("Defending fortifications or an obstacle")),
               booleanField(QStringLiteral("itselfCharged"), QStringLiteral("Itself charged this phase")),
               troopTypesField(QStringLiteral("chargerTroopTypes"), QStringLiteral("Chargers' troop types"), true),
               integerField(QStringLiteral("distanceToChargePath"), QStringLiteral("Distance to the chargers' path (MU)"), 0, 1000, QJsonValue(QJsonValue::Null), QStringLiteral("within the ZOI")),
               booleanField(QStringLiteral("zoiThroughDisorderingTerrain"), QStringLiteral("The path to the chargers crosses disordering terrain")),
               booleanField(QStringLiteral("chargerVisible"), QStringLiteral("The chargers are visible"))}};
    p.example =
        QJsonObject{{QStringLiteral("name"), QStringLiteral("Dutch horse")},
                    {QStringLiteral("troopTypes"), QJsonArray{QStringLiteral("Horse")}},
                    {QStringLiteral("cohesion"), QStringLiteral("Disrupted")},
                    {QStringLiteral("chargerTroopTypes"), QJsonArray{QStringLiteral("Cavaliers")}},
                    {QStringLiteral("distanceToChargePath"), 3}};
    p.run = [](const core::JsonReader &json, DiceSource &, const RuleBook &book) {
        return interception(json, book);
    };
    return p;
}

FogrProcedure evadeProcedure()
{
    FogrProcedure p;
    p.info = {QStringLiteral("evade"), QStringLiteral("Evade eligibility"),
              QStringLiteral("FoGR: Impact Phase, Evade Moves"),
              QStringLiteral("Whether a charged battle group may evade (light troops; non-shock "
                             "cavalry or camelry 1 base deep), "
                             "whether light troops must pass a CMT to stand, the directions "
                             "allowed, and with the normal move distance the "
                             "variable move of the evade"),
              {textField(QStringLiteral("name"), QStringLiteral("Name")), troopTypesField(QStringLiteral("troopTypes"), QStringLiteral("Troop types"), true),
               booleanField(QStringLiteral("shock"), QStringLiteral("Shock troops by capability"), QStringLiteral("lancers, impact, salvo, keils (FoGR: Troop Function Categories)")),
               choiceField(QStringLiteral("cohesion"), QStringLiteral("Cohesion level"), cohesionNames(), QStringLiteral("Steady")),
               booleanField(QStringLiteral("oneBaseDeep"), QStringLiteral("Entirely 1 base deep")),
               choiceField(QStringLiteral("closeCombat"), QStringLiteral("In close combat"), {QStringLiteral("none"), QStringLiteral("overlapOnly"), QStringLiteral("front")}, QStringLiteral("none")),
               troopTypesField(QStringLiteral("chargerTroopTypes"), QStringLiteral("Chargers' troop types"), true),
               booleanField(QStringLiteral("inTerrainOrDefending"), QStringLiteral("In terrain or defending")),
               booleanField(QStringLiteral("chargedInFlankOrRear"), QStringLiteral("Charged in flank or rear")),
               integerField(QStringLiteral("normalDistance"), QStringLiteral("Normal move distance (MU)"), 0, 100, QJsonValue(QJsonValue::Null), QStringLiteral("for the evade's VMD"))}};
    p.example =
        QJsonObject{{QStringLiteral("name"), QStringLiteral("Croats")},
                    {QStringLiteral("troopTypes"), QJsonArray{QStringLiteral("Light Horse")}},
                    {QStringLiteral("chargerTroopTypes"), QJsonArray{QStringLiteral("Cavaliers")}},
                    {QStringLiteral("normalDistance"), 7}};
    p.run = evade;
    return p;
}

FogrProcedure breakOffProcedure()
{
    FogrProcedure p;
    p.info = {QStringLiteral("break-off"), QStringLiteral("Break-off eligibility"),
              QStringLiteral("FoGR: Joint Action Phase, Voluntary Break Offs"),
              QStringLiteral("Whether a battle group in close combat may break off, counting its "
                             "opponents' front rank bases in "
                             "contact, and where the break off move ends"),
              {textField(QStringLiteral("name"), QStringLiteral("Name")), troopTypesField(QStringLiteral("troopTypes"), QStringLiteral("Troop types"), true),
               booleanField(QStringLiteral("shock"), QStringLiteral("Shock troops by capability"), QStringLiteral("lancers, impact, salvo, keils (FoGR: Troop Function Categories)")),
               choiceField(QStringLiteral("cohesion"), QStringLiteral("Cohesion level"), cohesionNames(), QStringLiteral("Steady")),
               booleanField(QStringLiteral("facingMoreThanOneDirection"), QStringLiteral("Bases facing more than one direction")),
               booleanField(QStringLiteral("pursuedIntoFreshEnemy"), QStringLiteral("Pursued into fresh enemy")),
               listField(QStringLiteral("opponents"), QStringLiteral("Close combat opponents"),
                         {textField(QStringLiteral("name"), QStringLiteral("Name")), troopTypesField(QStringLiteral("troopType"), QStringLiteral("Troop type"), false),
                          booleanField(QStringLiteral("shock"), QStringLiteral("Shock troops by capability")), choiceField(QStringLiteral("cohesion"), QStringLiteral("Cohesion level"), cohesionNames(), QStringLiteral("Steady")),
                          choiceField(QStringLiteral("disorder"), QStringLiteral("Disorder"), disorderNames(), QStringLiteral("None")),
                          integerField(QStringLiteral("bases"), QStringLiteral("Front rank bases in contact"), 1, 100)})}};
    p.example = QJsonObject{
        {QStringLiteral("name"), QStringLiteral("Cuirassiers")},
        {QStringLiteral("troopTypes"), QJsonArray{QStringLiteral("Horse")}},
        {QStringLiteral("cohesion"), QStringLiteral("Steady")},
        {QStringLiteral("opponents"),
         QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("Pike and shot")},
                                {QStringLiteral("troopType"), QStringLiteral("Medium Foot")},
                                {QStringLiteral("cohesion"), QStringLiteral("Steady")},
                                {QStringLiteral("bases"), 2}}}}};
    p.run = [](const core::JsonReader &json, DiceSource &, const RuleBook &book) {
        return breakOff(json, book);
    };
    return p;
}

} // namespace adjutant::rulesets::fogr
