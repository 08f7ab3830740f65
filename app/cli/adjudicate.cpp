// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/adjudicate.h"

#include "app/cli/cli.h"

#include "core/battlesession.h"
#include "core/error.h"
#include "core/event.h"
#include "rulesets/battlecheck.h"
#include "rulesets/common/diceerror.h"
#include "rulesets/dicesource.h"
#include "rulesets/procedureresult.h"
#include "rulesets/rulebook.h"
#include "rulesets/ruleset.h"

#include <QJsonDocument>

namespace adjutant::cli {

namespace {

// The rule sets that adjudicate: those with procedures.
QString adjudicating()
{
    QStringList ids;
    for (const rulesets::Ruleset *r : rulesets::allRulesets()) {
        if (!r->procedures().isEmpty())
            ids.append(r->id());
    }
    return ids.join(QStringLiteral(", "));
}

// A registered rule set (`rules`), or one that adjudicates (`adjudicate`).
const rulesets::Ruleset &rulesetOf(const QString &id, bool adjudicates = true)
{
    const rulesets::Ruleset *ruleset = rulesets::findRuleset(id);
    if (!ruleset && !adjudicates)
        throw core::Error(rulesets::unknownRuleset(id));
    if (!ruleset)
        throw core::Error(QStringLiteral("no rule set \"%1\" adjudicates yet (rule sets: %2)")
                              .arg(id, adjudicating()));
    if (adjudicates && ruleset->procedures().isEmpty())
        throw core::Error(QStringLiteral("%1 has no procedures yet (rule sets that adjudicate: %2)")
                              .arg(ruleset->name(), adjudicating()));
    return *ruleset;
}

} // namespace

QJsonObject adjudicate(const QString &ruleset, const QString &procedure, const QJsonObject &document,
                       std::optional<quint32> seed, const QString &recordIn)
{
    const rulesets::Ruleset &rules = rulesetOf(ruleset);
    QJsonObject input = document;
    const QJsonValue typed = input.take(QStringLiteral("dice"));
    if (!typed.isUndefined() && seed)
        throw core::Error(QStringLiteral("dice: give the dice or --seed, not both"));
    try {
        rulesets::DiceSource dice = seed ? rulesets::DiceSource::seeded(*seed)
                                         : typed.isUndefined() ? rulesets::DiceSource::none()
                                                               : rulesets::DiceSource::fromJson(typed, QStringLiteral("dice"));
        const rulesets::ProcedureResult result = rules.run(procedure, input, dice);
        QJsonObject output = result.toJson(dice);
        if (!recordIn.isEmpty()) {
            if (!dice.givesDice())
                throw core::Error(QStringLiteral("--record: only a result can be recorded: give the dice or --seed"));
            auto session = openBattle(recordIn);
            if (session->battle().ruleset != rules.id())
                throw core::Error(QStringLiteral("--record: %1 is a %2 battle, not %3").arg(recordIn, session->battle().ruleset, rules.id()));
            output.insert(QStringLiteral("recorded"), session->record(result.toChange(dice)).seq);
        }
        return output;
    } catch (const rulesets::DiceError &error) {
        throw core::Error(QString::fromUtf8(error.what()));
    }
}

void requireAdjudicating(const QString &ruleset)
{
    rulesetOf(ruleset);
}

QJsonObject exampleInput(const QString &ruleset, const QString &procedure)
{
    return rulesetOf(ruleset).exampleInput(procedure);
}

QJsonObject ruleTables(const QString &ruleset, bool gapsOnly)
{
    const rulesets::RuleBook &book = rulesetOf(ruleset, false).ruleBook();
    QHash<QString, QJsonObject> gaps; // by table
    for (const rulesets::RuleValue &gap : book.gaps()) {
        const qsizetype dot = gap.key.indexOf(QLatin1Char('.'));
        gaps[gap.key.left(dot)].insert(gap.key.mid(dot + 1), gap.toJson());
    }
    QJsonArray tables;
    for (const QString &name : book.tables()) {
        QJsonObject values;
        if (gapsOnly) {
            values = gaps.value(name);
        } else {
            for (const QString &key : book.keys(name))
                values.insert(key, book.value(name, key).toJson());
        }
        if (gapsOnly && values.isEmpty())
            continue;
        tables.append(QJsonObject{{QStringLiteral("table"), name},
                                  {QStringLiteral("title"), book.tableTitle(name)},
                                  {QStringLiteral("source"), book.tableSource(name)},
                                  {QStringLiteral("values"), values}});
    }
    return {{QStringLiteral("ruleset"), ruleset}, {QStringLiteral("tables"), tables}};
}

QString procedureList(const QString &ruleset)
{
    const rulesets::Ruleset &rules = rulesetOf(ruleset);
    QString text = QStringLiteral("%1 procedures (adjutant-cli adjudicate %2 PROCEDURE [INPUT.json|-]):\n")
                       .arg(rules.name(), rules.id());
    for (const rulesets::ProcedureInfo &info : rules.procedures())
        text += QStringLiteral("  %1\n      %2 (%3)\n      %4\n").arg(info.id, info.title, info.citation, info.description);
    text += QStringLiteral("\n'--example' prints a procedure's example input. See docs/cli.md and docs/rulesets/%1.md.\n").arg(rules.id());
    return text;
}

namespace {

// What a field takes: its kind and the values or range allowed.
QString kindText(const rulesets::InputField &field)
{
    using Kind = rulesets::InputField::Kind;
    switch (field.kind) {
    case Kind::Boolean:
        return QStringLiteral("true or false");
    case Kind::Integer:
        return QStringLiteral("whole number, %1 to %2").arg(field.minimum).arg(field.maximum);
    case Kind::Number:
        return QStringLiteral("number, %1 to %2").arg(field.minimum).arg(field.maximum);
    case Kind::IntegerList:
        return QStringLiteral("list of whole numbers, each %1 to %2")
            .arg(field.minimum)
            .arg(field.maximum);
    case Kind::Choice:
        return QStringLiteral("one of: ") + field.choices.join(QStringLiteral(", "));
    case Kind::ChoiceList:
        return QStringLiteral("list of any of: ") + field.choices.join(QStringLiteral(", "));
    case Kind::Text:
        return QStringLiteral("text");
    case Kind::Object:
        return QStringLiteral("object");
    case Kind::List:
        return QStringLiteral("list of objects");
    }
    return {};
}

// "required", "optional" or "default <value>".
QString defaultText(const QJsonValue &fallback)
{
    if (fallback.isUndefined())
        return QStringLiteral("required");
    if (fallback.isNull() || (fallback.isString() && fallback.toString().isEmpty()))
        return QStringLiteral("optional");
    if (fallback.isString())
        return QStringLiteral("default ") + fallback.toString();
    if (fallback.isBool())
        return fallback.toBool() ? QStringLiteral("default true") : QStringLiteral("default false");
    if (fallback.isDouble())
        return QStringLiteral("default ") + QString::number(fallback.toDouble());
    const QJsonDocument json =
        fallback.isArray() ? QJsonDocument(fallback.toArray()) : QJsonDocument(fallback.toObject());
    return QStringLiteral("default ") + QString::fromUtf8(json.toJson(QJsonDocument::Compact));
}

// One field a line, its label and help on the next, the members of objects and lists after it
// under their path ("sides[].groups[].frontBases").
void describeFields(const QList<rulesets::InputField> &fields, const QString &prefix, QString &text)
{
    for (const rulesets::InputField &field : fields) {
        const QString path = prefix + field.key;
        text += QStringLiteral("  %1: %2; %3\n")
                    .arg(path, kindText(field), defaultText(field.fallback));
        text += QStringLiteral("      %1%2\n")
                    .arg(field.label,
                         field.help.isEmpty() ? QString() : QStringLiteral(": ") + field.help);
        if (field.kind == rulesets::InputField::Kind::Object)
            describeFields(field.fields, path + QLatin1Char('.'), text);
        else if (field.kind == rulesets::InputField::Kind::List)
            describeFields(field.fields, path + QStringLiteral("[]."), text);
    }
}

} // namespace

QString procedureHelp(const QString &ruleset, const QString &procedure)
{
    const rulesets::Ruleset &rules = rulesetOf(ruleset);
    for (const rulesets::ProcedureInfo &info : rules.procedures()) {
        if (info.id != procedure)
            continue;
        QString text = QStringLiteral("Usage: adjutant-cli adjudicate %1 %2 [INPUT.json|-] "
                                      "[--example] [--seed n] [--record FILE]\n\n")
                           .arg(rules.id(), info.id);
        text += QStringLiteral(
                    "%1 (%2)\n%3\n\nInput fields (a JSON object; \"dice\" holds typed dice):\n")
                    .arg(info.title, info.citation, info.description);
        describeFields(info.fields, QString(), text);
        text +=
            QStringLiteral(
                "\n'--example' prints an example input. See docs/cli.md and docs/rulesets/%1.md.\n")
                .arg(rules.id());
        return text;
    }
    throw core::Error(
        QStringLiteral(
            "%1 has no procedure \"%2\" ('adjutant-cli adjudicate %3 --help' lists them)")
            .arg(rules.name(), procedure, rules.id()));
}

} // namespace adjutant::cli
