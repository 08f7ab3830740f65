// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulesets/olddessauer/odprocedure.h"

#include "core/jsonreader.h"
#include "rulesets/common/pool.h"
#include "rulesets/dicesource.h"
#include "rulesets/inputfields.h"
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
    const Distribution scores = sumOfDice(kD6, 1, RerollPolicy::none(), modifier);
    result.distributions.append({QStringLiteral("score"), scores, QStringLiteral("score")});
    result.outcomes.append(
        keyed(outcomeAtLeast(QStringLiteral("Pass: %1").arg(onPass), scores, passScore),
              QStringLiteral("pass")));
    result.outcomes.append(
        keyed(outcomeAtMost(QStringLiteral("Fail: %1").arg(onFail), scores, passScore - 1),
              QStringLiteral("fail")));
    result.facts.insert(QStringLiteral("modifier"), modifier);
    result.facts.insert(QStringLiteral("passScore"), passScore);
    // The die itself must show this much: "the modified required score is a 5-6" (OD 11).
    result.facts.insert(QStringLiteral("dieNeeded"), passScore - modifier);
    QString title = test;
    title[0] = title[0].toUpper();
    const auto rolled = dice.roll(roll, kD6, 1, RerollPolicy::none(), std::nullopt, title);
    if (!rolled)
        return std::nullopt;
    const int thrown = rolled->front().result;
    const int score = thrown + modifier;
    const bool passed = score >= passScore;
    result.result = {{QStringLiteral("thrown"), thrown},
                     {QStringLiteral("score"), score},
                     {QStringLiteral("passed"), passed},
                     {QStringLiteral("meaning"), passed ? onPass : onFail}};
    result.summary = QStringLiteral("%1: %2 %3 %4 %5 = %6 against %7, %8: %9")
                         .arg(who(name), test)
                         .arg(thrown)
                         .arg(modifier < 0 ? QStringLiteral("-") : QStringLiteral("+"))
                         .arg(std::abs(modifier))
                         .arg(score)
                         .arg(passScore)
                         .arg(passed ? QStringLiteral("passes") : QStringLiteral("fails"),
                              passed ? onPass : onFail);
    return passed;
}

} // namespace adjutant::rulesets::olddessauer
