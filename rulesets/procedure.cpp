// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulesets/procedure.h"

#include "core/error.h"
#include "core/jsonreader.h"
#include "rulesets/dicesource.h"
#include "rulesets/rulebook.h"

#include <QJsonArray>

namespace adjutant::rulesets {

namespace {

void fillCatalogues(QList<InputField> &fields, const QHash<QString, QStringList> &catalogues)
{
    for (InputField &field : fields) {
        if (!field.catalogue.isEmpty())
            field.choices = catalogues.value(field.catalogue);
        fillCatalogues(field.fields, catalogues);
    }
}

// Every unit the input names by id under `key`, at the top or in a side, a shooter or a list.
void collectUnits(const QJsonValue &value, const QString &key, QStringList &ids)
{
    if (value.isArray()) {
        for (const QJsonValue &item : value.toArray())
            collectUnits(item, key, ids);
    } else if (value.isObject()) {
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it) {
            if (it.key() == key && it->isString()) {
                if (!it->toString().isEmpty() && !ids.contains(it->toString()))
                    ids << it->toString();
            } else {
                collectUnits(*it, key, ids);
            }
        }
    }
}

} // namespace

ProcedureList::ProcedureList(QString rulesetId, QString rulesetName, QString unitKey,
                             QList<Procedure> procedures)
    : mRulesetId(std::move(rulesetId)), mRulesetName(std::move(rulesetName)),
      mUnitKey(std::move(unitKey)), mProcedures(std::move(procedures))
{
}

QList<ProcedureInfo> ProcedureList::infos(const QHash<QString, QStringList> &catalogues,
                                          const QHash<QString, QString> &shortcuts) const
{
    QList<ProcedureInfo> list;
    for (const Procedure &p : mProcedures) {
        list.append(p.info);
        list.last().shortcut = shortcuts.value(p.info.id);
        fillCatalogues(list.last().fields, catalogues);
    }
    return list;
}

const Procedure &ProcedureList::find(const QString &id) const
{
    for (const Procedure &p : mProcedures) {
        if (p.info.id == id)
            return p;
    }
    throw core::Error(
        QStringLiteral(
            "%1 has no procedure \"%2\" ('adjutant-cli adjudicate %3 --help' lists them)")
            .arg(mRulesetName, id, mRulesetId));
}

ProcedureResult ProcedureList::run(const QString &id, const QJsonObject &input, DiceSource &dice,
                                   const RuleBook &book) const
{
    const Procedure &p = find(id);
    ProcedureResult result = p.run(core::JsonReader(input, QStringLiteral("input")), dice, book);
    result.ruleset = mRulesetId;
    result.procedure = p.info.id;
    if (result.citation.isEmpty())
        result.citation = p.info.citation;
    collectUnits(input, mUnitKey, result.units);
    dice.checkAllUsed();
    return result;
}

Modifier modifierFrom(const RuleBook &book, const QString &table, const QString &key)
{
    const RuleValue &cell = book.value(table, key);
    Modifier modifier;
    modifier.label = cell.text.isEmpty() ? key : cell.text;
    modifier.value = book.integer(table, key);
    modifier.citation = cell.source.isEmpty() ? book.tableSource(table) : cell.source;
    if (cell.status == RuleValue::Status::Interpreted)
        modifier.interpreted = cell.reason;
    return modifier;
}

} // namespace adjutant::rulesets
