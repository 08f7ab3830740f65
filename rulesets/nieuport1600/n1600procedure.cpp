// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulesets/nieuport1600/n1600procedure.h"

#include "core/jsonreader.h"
#include "rulesets/inputfields.h"
#include "rulesets/onedietest.h"
#include "rulesets/rulebook.h"

#include <QJsonArray>

#include <algorithm>

namespace adjutant::rulesets::nieuport1600 {

QList<InputField> unitFields()
{
    return {idField(QStringLiteral("unit"), QStringLiteral("Unit"),
                    QStringLiteral("the unit's id in the battle, for the changes")),
            textField(QStringLiteral("name"), QStringLiteral("Name"))};
}

InputField typeField(const QString &help)
{
    return troopTypesField(QStringLiteral("type"), QStringLiteral("Type (the counter's letter)"),
                           false, QJsonValue(QJsonValue::Undefined), help);
}

InputField levelField(const QString &help)
{
    return catalogueField(QStringLiteral("level"), QStringLiteral("Morale level"),
                          QStringLiteral("levels"), false, QStringLiteral("Normal"), help);
}

InputField moraleField(const QString &help)
{
    return integerField(QStringLiteral("morale"), QStringLiteral("Morale value (on the counter)"),
                        0, 9, QJsonValue(QJsonValue::Undefined), help);
}

InputField orderField(const QString &key, const QString &label, const QString &help)
{
    return catalogueField(key, label, QStringLiteral("orders"), false,
                          QJsonValue(QJsonValue::Undefined), help);
}

InputField commandField(const QString &key, const QString &label, const QString &help,
                        int commanders)
{
    return integerField(key, label, 0, kHighestCommandValue * commanders, 0, help);
}

int readCommand(const core::JsonReader &json, QStringView key, const RuleBook &book, int commanders)
{
    const QString activation = QStringLiteral("activation");
    const QJsonArray values = book.json(activation, QStringLiteral("commandValues")).toArray();
    int highest = 0;
    QStringList words;
    for (const QJsonValue &v : values) {
        highest = std::max(highest, v.toInt());
        words << QString::number(v.toInt());
    }
    const int value = json.optionalInteger(key, 0, 99, 0);
    if (value > highest * commanders) {
        const QString list = words.size() < 2 ? words.join(QString())
                                              : words.mid(0, words.size() - 1).join(QStringLiteral(", ")) +
                                                    QStringLiteral(" or ") + words.last();
        json.fail(key, commanders == 1
                           ? QStringLiteral("a commander's command value is %1 (%2)")
                                 .arg(list, book.value(activation, QStringLiteral("commandValues")).source)
                           : QStringLiteral("%1 is more than %2 commanders of command value %3 at most "
                                            "make (%4)")
                                 .arg(value)
                                 .arg(commanders)
                                 .arg(highest)
                                 .arg(book.value(activation, QStringLiteral("commandValues")).source));
    }
    return value;
}

UnitType readType(const core::JsonReader &json, QStringView key, const RuleBook &book)
{
    const QString letter = json.nonEmptyString(key);
    UnitType type;
    QStringList names;
    for (const char *list : {"types", "artillery"}) {
        for (const QJsonValue &t :
             book.json(QStringLiteral("troopTypes"), QLatin1String(list)).toArray()) {
            const QString name = t[QStringLiteral("name")].toString();
            names << name;
            if (name == letter) {
                type.letter = name;
                type.category = t[QStringLiteral("category")].toString();
            }
        }
    }
    if (type.letter.isEmpty())
        json.fail(key, QStringLiteral("\"%1\" is not a unit type (%2; N1600 2.2)")
                           .arg(letter, names.join(QStringLiteral(", "))));
    type.isDouble =
        book.strings(QStringLiteral("troopTypes"), QStringLiteral("doubleTypes")).contains(letter);
    return type;
}

QStringList levels(const RuleBook &book)
{
    return book.strings(QStringLiteral("morale"), QStringLiteral("levels"));
}

QString eliminated(const RuleBook &book)
{
    return book.string(QStringLiteral("morale"), QStringLiteral("eliminated"));
}

int readLevel(const core::JsonReader &json, QStringView key, const RuleBook &book)
{
    const QStringList names = levels(book);
    const QString level = json.optionalString(key, names.first());
    const int index = int(names.indexOf(level));
    if (index < 0)
        json.fail(key, QStringLiteral("\"%1\" is not a morale level (%2; N1600 12)")
                           .arg(level, names.join(QStringLiteral(", "))));
    return index;
}

QString readOrder(const core::JsonReader &json, QStringView key, const RuleBook &book)
{
    const QStringList orders =
        book.strings(QStringLiteral("ordersChange"), QStringLiteral("orders"));
    const QString order = json.nonEmptyString(key);
    if (!orders.contains(order))
        json.fail(key, QStringLiteral("\"%1\" is not an order (%2; N1600 1.2)")
                           .arg(order, orders.join(QStringLiteral(", "))));
    return order;
}

QString levelAfter(const RuleBook &book, int level, int lost)
{
    const QStringList names = levels(book);
    const int after = std::max(0, level + lost);
    return after < names.size() ? names[after] : eliminated(book);
}

QString who(const QString &name)
{
    return name.isEmpty() ? QStringLiteral("The unit") : name;
}

core::Change moraleChange(const QString &unit, const QString &level)
{
    return {QStringLiteral("unit.stateChanged"),
            {{QStringLiteral("id"), unit},
             {QStringLiteral("state"), QJsonObject{{QStringLiteral("cohesion"), level}}}}};
}

int total(const QList<Modifier> &modifiers)
{
    int sum = 0;
    for (const Modifier &m : modifiers)
        sum += m.value;
    return sum;
}

std::optional<bool> underTest(ProcedureResult &result, DiceSource &dice, const QString &roll,
                              const QString &name, const QString &test, int target, int modifier,
                              const QString &onPass, const QString &onFail)
{
    // The die itself must show dieAtMost or less (0 counts as 0: N1600 1.3).
    const OneDieTest rules{kD10ZeroIsZero, OneDieTest::Passes::AtMost, target, modifier,
                           QStringLiteral("target"), QStringLiteral("dieAtMost"),
                           QStringLiteral(" or less")};
    return oneDieTest(result, dice, roll, who(name), test, rules, onPass, onFail);
}

} // namespace adjutant::rulesets::nieuport1600

namespace adjutant::rulesets::nieuport1600 {

MoraleTarget moraleTarget(const core::JsonReader &json, const UnitType &type, int level,
                          const RuleBook &book)
{
    MoraleTarget t;
    const QString morale = QStringLiteral("morale");
    if (type.isArtillery()) {
        // N1600 12: "Artillery has a morale value of 6"; 13.1: "it is eliminated if it fails a
        // morale test".
        t.morale = book.integer(morale, QStringLiteral("artilleryMorale"));
        if (json.has(morale) && json.integer(morale, 0, 9) != t.morale)
            json.fail(morale,
                      QStringLiteral("artillery has a morale value of %1 (%2)")
                          .arg(t.morale)
                          .arg(book.value(morale, QStringLiteral("artilleryMorale")).source));
        if (level != 0)
            json.fail(u"level",
                      QStringLiteral("artillery has only one status (%1)")
                          .arg(book.value(morale, QStringLiteral("artilleryOneStatus")).source));
        t.onFail = eliminated(book);
    } else {
        t.morale = json.integer(morale, 0, 9);
        t.levelEffect =
            book.integer(morale, QStringLiteral("modifier.") + levels(book).value(level));
        t.onFail = levelAfter(book, level, 1);
    }
    t.target = t.morale + t.levelEffect;
    return t;
}

Modifier commanderModifier(const RuleBook &book, const QString &table, const QString &key,
                           int value, const QString &who)
{
    Modifier m = modifierFrom(book, table, key);
    m.label = QStringLiteral("%1 (command value %2)").arg(who).arg(value);
    m.value *= value;
    return m;
}

} // namespace adjutant::rulesets::nieuport1600

namespace adjutant::rulesets::nieuport1600 {
Outcome certainOutcome(const QString &label)
{
    return outcomeAtLeast(label, Distribution::certain(0), 0);
}
} // namespace adjutant::rulesets::nieuport1600
