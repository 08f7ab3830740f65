// SPDX-License-Identifier: GPL-3.0-or-later
// Which rows of the shooting tables apply: a shooter's dice by troop type and weapon, its POAs.
#include "rulesets/fogr/shootingrows.h"

#include "core/error.h"
#include "rulesets/fogr/poa.h"
#include "rulesets/missingrulevalue.h"
#include "rulesets/rulebook.h"

#include <QJsonArray>

namespace adjutant::rulesets::fogr {

namespace shootingrows {

const QString kPoa = QStringLiteral("shootingPoa");

bool oneOf(const QString &word, std::initializer_list<const char *> words)
{
    for (const char *w : words) {
        if (word.compare(QLatin1String(w), Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

bool isArtillery(const QString &type)
{
    return oneOf(type, {"Light Artillery", "Medium Artillery", "Heavy Artillery"});
}
bool isFirearm(const QString &weapon)
{
    return oneOf(weapon, {"Musket", "Musket*", "Salvo", "Arquebus", "Carbine", "Pistol"});
}
bool isBowSlingJavelin(const QString &weapon)
{
    return oneOf(weapon, {"Bow", "Bow*", "Sling", "Javelins"});
}

// Which row of the shooting dice table (FoGR, In the Shooting Phase).
QString diceRow(const Shooter &s, const RuleBook &book)
{
    const TroopClass c = troopClass(book, s.troopType);
    const bool foot = c.category == QLatin1String("Foot"),
               mounted = c.category == QLatin1String("Mounted");
    if (isArtillery(s.troopType))
        return QStringLiteral("artillery");
    if (oneOf(s.troopType, {"Battle Wagons"}))
        return QStringLiteral("battleWagons");
    if (oneOf(s.troopType, {"Dragoons"}))
        return QStringLiteral("dragoons");
    if (oneOf(s.troopType, {"Light Foot", "Light Horse"}) ||
        oneOf(s.weapon, {"Bombs", "Bow*", "Javelins", "Sling"}))
        return QStringLiteral("otherShooting");
    if ((foot && oneOf(s.weapon, {"Musket*"})) ||
        (mounted && oneOf(s.weapon, {"Carbine", "Bow", "Crossbow"})))
        return QStringLiteral("musketStarOrMountedCarbineBow");
    if (oneOf(s.troopType, {"Horse"}) && oneOf(s.weapon, {"Pistol"}))
        return QStringLiteral("horsePistol");
    if (foot && oneOf(s.weapon, {"Salvo"}))
        return QStringLiteral("salvo");
    if (foot && oneOf(s.weapon, {"Arquebus", "Musket", "Bow", "Crossbow"}))
        return QStringLiteral("otherFirearmsBows");
    return QStringLiteral("otherShooting");
}

// FoGR, Shooting POAs, for the shooters' bases: the rows that apply; more than one cannot be
// combined (the printed brackets are lost), so the players type the net POA.
QList<Modifier> poaRows(const Shooter &s, const ShootingTarget &t, const RuleBook &book)
{
    QList<Modifier> rows;
    auto add = [&](const char *key) {
        const QString k = QString::fromLatin1(key);
        const RuleValue &cell = book.value(kPoa, k);
        if (!cell.isAvailable())
            throw MissingRuleValue(QStringLiteral("%1: the shooting POA row \"%2\" applies but the "
                                                  "transcription lacks it (%3). Type the "
                                                  "shooters' net POA as \"poa\" (-2 to 2), or "
                                                  "supply %4.%2 in your rule overrides.")
                                       .arg(s.path, k, cell.reason, kPoa));
        rows.append(modifierFrom(book, kPoa, k));
    };
    const TroopClass target = troopClass(book, t.troopType);
    const bool artillery = isArtillery(s.troopType);
    const QString weapon = artillery ? QStringLiteral("Artillery") : s.weapon;
    if (target.category == QLatin1String("Mounted") && !target.light &&
        t.armour == QLatin1String("Unarmoured") && !t.oneBaseDeep && isBowSlingJavelin(weapon))
        add("unarmouredMounted");
    if (oneOf(t.troopType, {"Gendarmes"}) && t.armour == QLatin1String("Fully Armoured") &&
        isBowSlingJavelin(weapon))
        add("fullyArmouredGendarmes");
    if (target.category == QLatin1String("Mounted") && isFirearm(weapon))
        add("mountedVsFirearms");
    if (target.category == QLatin1String("Elephants") && !oneOf(weapon, {"Bow", "Bow*", "Sling"}))
        add("elephants");
    if (oneOf(t.troopType, {"Battle Wagons"}) && !artillery && !oneOf(weapon, {"Bombs"}))
        add("battleWagons");
    if (isArtillery(t.troopType) && artillery)
        add("artillery");
    if (target.category == QLatin1String("Foot") && t.armour == QLatin1String("Fully Armoured"))
        add(isBowSlingJavelin(weapon) ? "fullyArmouredFootVsBows" : "fullyArmouredFootOther");
    // The transcription is cut after the 'Fully armoured foot' rows: whatever rows follow for
    // lesser armour are lost, so a heavily armoured nearest rank cannot be derived.
    if (t.armour == QLatin1String("Heavily Armoured")) {
        const RuleValue &cell = book.value(kPoa, QStringLiteral("armourRows"));
        if (!cell.isAvailable())
            throw MissingRuleValue(
                QStringLiteral(
                    "%1: the target's nearest rank is heavily armoured, but the shooting POA "
                    "rows for armour after 'Fully armoured foot' are not in the "
                    "transcription (%2). Type the shooters' net POA as \"poa\" (-2 to 2), "
                    "or supply %3.armourRows in your rule overrides.")
                    .arg(s.path, cell.reason, kPoa));
        rows.append(modifierFrom(book, kPoa, QStringLiteral("armourRows")));
    }
    if (t.inCloseCombat)
        add("targetInCloseCombat");
    if (s.inCloseCombat)
        add("shooterInCloseCombat");
    if (rows.size() > 1) {
        QStringList labels;
        for (const Modifier &m : rows)
            labels.append(m.label);
        throw core::Error(QStringLiteral("%1.poa: more than one shooting POA applies (%2) and the "
                                         "transcription has lost the printed "
                                         "'Any one of' brackets that say whether they add up: type "
                                         "the net POA (FoGR: Shooting POAs)")
                              .arg(s.path, labels.join(QStringLiteral("; "))));
    }
    return rows;
}

} // namespace shootingrows

using namespace shootingrows;

int ranksThatShoot(const RuleBook &book, const QString &troopType, const QString &weapon,
                   bool longRange)
{
    Shooter s;
    s.troopType = troopType;
    s.weapon = weapon;
    const QString row = diceRow(s, book);
    if (!book.value(kDice, row).isAvailable())
        return 0;
    const QJsonValue perRank = book.json(kDice, row).toObject().value(
        longRange ? QStringLiteral("long") : QStringLiteral("short"));
    return int(perRank.toArray().size());
}

} // namespace adjutant::rulesets::fogr
