// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulesets/olddessauer/odprocedure.h"

#include "core/jsonreader.h"
#include "rulesets/inputfields.h"
#include "rulesets/onedietest.h"
#include "rulesets/rulebook.h"

namespace adjutant::rulesets::olddessauer {

QList<InputField> unitFields()
{
    return {idField(QStringLiteral("unit"), QStringLiteral("Unit"),
                    QStringLiteral("the unit's id in the battle, for the changes")),
            textField(QStringLiteral("name"), QStringLiteral("Name"))};
}

InputField gradeField(const QString &help)
{
    return catalogueField(QStringLiteral("grade"), QStringLiteral("Morale grade"),
                          QStringLiteral("grades"), false, QJsonValue(QJsonValue::Undefined), help);
}

QString readGrade(const core::JsonReader &json, QStringView key, const RuleBook &book)
{
    const QStringList grades = book.strings(QStringLiteral("troopTypes"), QStringLiteral("grades"));
    const QString grade = json.nonEmptyString(key);
    if (!grades.contains(grade))
        json.fail(key, QStringLiteral("\"%1\" is not a morale grade (%2; OD 3)")
                           .arg(grade, grades.join(QStringLiteral(", "))));
    return grade;
}

QString who(const QString &name)
{
    return name.isEmpty() ? QStringLiteral("The unit") : name;
}

core::Change moraleChange(const QString &unit, const QString &state)
{
    // Only the morale state: disorder and flags stay as they are.
    return {QStringLiteral("unit.stateChanged"),
            {{QStringLiteral("id"), unit},
             {QStringLiteral("state"), QJsonObject{{QStringLiteral("cohesion"), state}}}}};
}

core::Change figuresLostChange(const QString &unit, int count)
{
    return {QStringLiteral("unit.basesLost"),
            {{QStringLiteral("id"), unit}, {QStringLiteral("count"), count}}};
}

std::optional<bool> oneDieTest(ProcedureResult &result, DiceSource &dice, const QString &roll,
                               const QString &name, const QString &test, int passScore,
                               int modifier, const QString &onPass, const QString &onFail)
{
    // The die itself must show dieNeeded: "the modified required score is a 5-6" (OD 11).
    const OneDieTest rules{kD6, OneDieTest::Passes::AtLeast, passScore, modifier,
                           QStringLiteral("passScore"), QStringLiteral("dieNeeded"), {}};
    return rulesets::oneDieTest(result, dice, roll, who(name), test, rules, onPass, onFail);
}

} // namespace adjutant::rulesets::olddessauer
