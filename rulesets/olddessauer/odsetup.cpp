// SPDX-License-Identifier: GPL-3.0-or-later
// Old Dessauer's set-up: what a new battle and a new unit start from (OD 2 to 5, OD 12.3), and
// the price of a unit (OD 20, Point Values).
#include "rulesets/olddessauer/olddessauerruleset.h"

#include "core/unit.h"
#include "rulesets/setup.h"

#include <QJsonArray>
#include <QJsonObject>

#include <cstdlib>

namespace adjutant::rulesets::olddessauer {

namespace {

const QString mounting = QStringLiteral("mounting");
const QString points = QStringLiteral("points");
constexpr double mmPerInch = 25.4;

// "interpreted: why" when the value is an interpretation, else empty.
QString interpretation(const RuleValue &value)
{
    return value.status == RuleValue::Status::Interpreted ? value.reason : QString();
}

} // namespace

Setup OldDessauerRuleset::setup() const
{
    Setup setup;
    setup.units = {measureUnit()};
    setup.tableNote =
        QStringLiteral("The Old Dessauer rules give no table size (OD 1, Introduction: "
                       "\"two fairly equal forces facing one another across a table\").");
    setup.terrainTypes = mBook.strings(QStringLiteral("terrain"), QStringLiteral("types"));
    setup.terrainCitation = mBook.tableSource(QStringLiteral("terrain"));
    for (const QString &type : std::as_const(setup.terrainTypes))
        setup.terrainSources.insert(type, setup.terrainCitation);
    // OD 8.2, Command Distance and Confusion: "A general has a Command Distance of 6", from the
    // measuring table the measurer reads too.
    setup.commanders = {
        {QStringLiteral("General"),
         mBook.number(QStringLiteral("measuring"), QStringLiteral("commandDistance")),
         mBook.value(QStringLiteral("measuring"), QStringLiteral("commandDistance")).source}};

    // OD 1: "using 15mm size model soldiers"; OD 4 gives the bases in inches per figure.
    const QList<TroopType> types = troopCatalogue();
    FigureScale scale{
        QStringLiteral("15mm"), QStringLiteral("15 mm figures (OD 1, Introduction)"), {}};
    for (const TroopType &type : types) {
        const QString key = QStringLiteral("bases.") + type.name;
        if (!mBook.has(mounting, key))
            continue;
        const RuleValue &value = mBook.value(mounting, key);
        const QJsonObject base = value.value.toObject();
        BaseSize size;
        size.figures = base[QStringLiteral("figures")].toInt();
        size.figureFrontage = base[QStringLiteral("figureFrontage")].toDouble() * mmPerInch;
        size.width = size.figureFrontage > 0 ? size.figures * size.figureFrontage
                                             : base[QStringLiteral("width")].toDouble() * mmPerInch;
        size.depth = base[QStringLiteral("depth")].toDouble() * mmPerInch;
        size.usualBases = base[QStringLiteral("usualBases")].toInt();
        size.citation = value.source;
        size.note = interpretation(value);
        scale.bases.insert(type.name, size);
        // Nothing in Old Dessauer wears armour (OD 3 classes troops by arm, type and grade).
        setup.unarmouredTypes << type.name;
    }
    setup.scales = {scale};

    // OD 12.3: each formation names the arms (or the types) that may take it.
    const RuleValue &formations = mBook.value(mounting, QStringLiteral("formations"));
    for (const QJsonValue &row : formations.value.toArray()) {
        Formation formation{row[QStringLiteral("name")].toString(), {}, formations.source};
        const QStringList arms = row[QStringLiteral("arms")].toVariant().toStringList();
        const QStringList named = row[QStringLiteral("types")].toVariant().toStringList();
        for (const TroopType &type : types) {
            if (arms.contains(type.category) || named.contains(type.name))
                formation.troopTypes << type.name;
        }
        setup.formations << formation;
    }
    for (const QJsonValue &rule :
         mBook.json(QStringLiteral("optionalRules"), QStringLiteral("rules")).toArray())
        setup.optionalRules << OptionalRule{rule[QStringLiteral("id")].toString(),
                                            rule[QStringLiteral("name")].toString(),
                                            rule[QStringLiteral("section")].toString()};
    setup.capabilities =
        mBook.strings(QStringLiteral("troopTypes"), QStringLiteral("capabilities"));
    // OD 3: "Grade C is for the majority of troops".
    setup.usualTroopType = QStringLiteral("Line infantry");
    setup.usualQuality = QStringLiteral("C");
    return setup;
}

// OD 20, Point Values: a price per figure by type and grade with the type's additions, gun
// models apiece and a limber per battery, and every unit's unit command.
PointValue OldDessauerRuleset::pointValue(const core::Unit &unit) const
{
    PointValue value;
    value.citation = mBook.tableSource(points);
    QString arm;
    for (const TroopType &type : troopCatalogue()) {
        if (type.name == unit.troopType)
            arm = type.category;
    }
    if (arm.isEmpty()) {
        value.note =
            QStringLiteral("\"%1\" is not an Old Dessauer troop type (OD 3).").arg(unit.troopType);
        return value;
    }
    if (!qualities().contains(unit.quality)) {
        value.note = QStringLiteral("Choose a morale grade (A to D) to price the unit.");
        return value;
    }
    const auto has = [&](const QString &capability) {
        return unit.capabilities.contains(capability);
    };
    const auto price = [&](const QString &key, const QString &column) {
        return mBook.json(points, key).toObject()[column].toInt();
    };
    QStringList notes;
    const auto note = [&](const QString &key) {
        const QString why = interpretation(mBook.value(points, key));
        if (!why.isEmpty() && !notes.contains(why))
            notes << why;
    };
    const int figures = unit.originalStrength;
    if (arm == QLatin1String("Artillery")) {
        const int guns = int(unit.bases.size());
        const int gunner = price(QStringLiteral("gunner"), unit.quality);
        note(QStringLiteral("gunner")); // interpreted: a price per gunner figure (OD 20)
        const int gun = price(QStringLiteral("gunModel"), unit.troopType);
        const int limber = mBook.integer(points, QStringLiteral("limber"));
        value.working
            << QStringLiteral("%1 gunners of grade %2 at %3: %4")
                   .arg(figures)
                   .arg(unit.quality)
                   .arg(gunner)
                   .arg(figures * gunner)
            << QStringLiteral("%1 gun models at %2: %3").arg(guns).arg(gun).arg(guns * gun)
            << QStringLiteral("A limber: %1").arg(limber);
        value.points = figures * gunner + guns * gun + limber;
    } else {
        const QString figureKey =
            QStringLiteral("figure.") +
            (arm == QLatin1String("Infantry") ? QStringLiteral("Line infantry") : unit.troopType);
        int each = price(figureKey, unit.quality);
        note(figureKey);
        QStringList parts{QString::number(each)};
        const auto add = [&](const QString &key, const QString &what) {
            const int extra = mBook.integer(points, key);
            each += extra;
            parts << QStringLiteral("%1 %2%3")
                         .arg(what)
                         .arg(extra < 0 ? u'−' : u'+')
                         .arg(std::abs(extra));
            note(key);
        };
        if (arm == QLatin1String("Infantry")) {
            if (unit.troopType == QLatin1String("Light infantry"))
                add(QStringLiteral("lightInfantry"), QStringLiteral("light infantry"));
            if (has(QStringLiteral("Rifle-armed"))) {
                if (unit.troopType != QLatin1String("Light infantry")) {
                    value.note =
                        QStringLiteral("Rifle-armed troops must be light infantry (OD 20).");
                    return value;
                }
                add(QStringLiteral("rifles"), QStringLiteral("rifles"));
            }
            if (has(QStringLiteral("Irregular")))
                add(QStringLiteral("irregularInfantry"), QStringLiteral("irregulars"));
        } else {
            if (has(QStringLiteral("Can dismount")))
                add(QStringLiteral("dismounting"), QStringLiteral("can dismount"));
            if (has(QStringLiteral("Irregular"))) {
                if (unit.troopType != QLatin1String("Light cavalry")) {
                    value.note = QStringLiteral("Irregular cavalry must be light (OD 20).");
                    return value;
                }
                add(QStringLiteral("irregularCavalry"), QStringLiteral("irregulars"));
            }
        }
        if (has(QStringLiteral("Can dismount")) && arm != QLatin1String("Cavalry")) {
            value.note = QStringLiteral("Only cavalry can be dismounting dragoons (OD 15, OD 20).");
            return value;
        }
        const QString sum = parts.size() == 1
                                ? QString()
                                : QStringLiteral(" (%1)").arg(parts.join(QStringLiteral(", ")));
        value.working << QStringLiteral("%1 figures of grade %2 at %3 each%4: %5")
                             .arg(figures)
                             .arg(unit.quality)
                             .arg(each)
                             .arg(sum)
                             .arg(figures * each);
        value.points = figures * each;
    }
    const int command = price(QStringLiteral("unitCommand"), arm);
    value.working << QStringLiteral("Unit command: %1").arg(command);
    value.points += command;
    value.reckoned = true;
    value.note = notes.join(QLatin1Char(' '));
    return value;
}

} // namespace adjutant::rulesets::olddessauer
