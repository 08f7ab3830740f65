// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulesets/rulebook.h"

#include "core/error.h"
#include "core/inputfile.h"
#include "core/jsonreader.h"
#include "rulesets/common/wholenumber.h"
#include "rulesets/missingrulevalue.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QStandardPaths>

#include <algorithm>
#include <mutex>
#include <utility>

namespace adjutant::rulesets {

namespace {

// The one type a list's items all have; Undefined for an empty list or items of several types.
QJsonValue::Type itemsType(const QJsonArray &items)
{
    if (items.isEmpty())
        return QJsonValue::Undefined;
    const QJsonValue::Type first = items.first().type();
    return std::all_of(items.begin(), items.end(),
                       [first](const QJsonValue &item) { return item.type() == first; })
               ? first
               : QJsonValue::Undefined;
}

// The kind of a JSON value, and of a list's items where they are all of one kind.
QString shapeInWords(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Bool:
        return QStringLiteral("true or false");
    case QJsonValue::Double:
        return QStringLiteral("a number");
    case QJsonValue::String:
        return QStringLiteral("text");
    case QJsonValue::Object:
        return QStringLiteral("an object");
    case QJsonValue::Array: {
        const QJsonArray items = value.toArray();
        if (itemsType(items) != QJsonValue::Undefined)
            return QStringLiteral("a list of %1").arg(shapeInWords(items.first()));
        return QStringLiteral("a list");
    }
    default:
        return QStringLiteral("null");
    }
}

// Whether `given` has the shape of `shipped`: the same JSON type, a list's items of the one type
// the shipped list's items all have, and an object's members of the types the shipped object's
// members of the same names have.
bool sameShape(const QJsonValue &shipped, const QJsonValue &given)
{
    if (shipped.type() != given.type())
        return false;
    if (shipped.isArray()) {
        const QJsonArray items = shipped.toArray();
        if (itemsType(items) == QJsonValue::Undefined)
            return true;
        const QJsonArray givenItems = given.toArray();
        return std::all_of(givenItems.begin(), givenItems.end(),
                           [&](const QJsonValue &item) { return sameShape(items.first(), item); });
    }
    if (shipped.isObject()) {
        const QJsonObject object = shipped.toObject();
        const QJsonObject givenObject = given.toObject();
        for (auto member = givenObject.begin(); member != givenObject.end(); ++member)
            if (object.contains(member.key()) &&
                !sameShape(object.value(member.key()), member.value()))
                return false;
    }
    return true;
}

RuleValue readCell(const core::JsonReader &cell, const QString &key)
{
    cell.allowOnly({u"value", u"source", u"interpreted", u"missing", u"text"});
    RuleValue value;
    value.key = key;
    value.source = cell.optionalString(u"source");
    value.text = cell.optionalString(u"text");
    if (cell.has(u"missing")) {
        if (cell.has(u"value") || cell.has(u"interpreted"))
            cell.fail(u"missing", QStringLiteral("a missing value has no value and is not interpreted"));
        value.status = RuleValue::Status::Missing;
        value.reason = cell.nonEmptyString(u"missing");
        return value;
    }
    if (!cell.has(u"value"))
        cell.fail(u"value", QStringLiteral("required (or say why it is \"missing\")"));
    value.value = cell.object().value(QStringLiteral("value"));
    if (cell.has(u"interpreted")) {
        value.status = RuleValue::Status::Interpreted;
        value.reason = cell.nonEmptyString(u"interpreted");
    } else {
        value.status = RuleValue::Status::Source;
        if (value.source.isEmpty())
            cell.fail(u"source", QStringLiteral("required: the section the value comes from"));
    }
    return value;
}

QString describe(const QString &table, const QString &key) { return table + QLatin1Char('.') + key; }

} // namespace

// What derived() keeps, by tag and key. Entries are never removed while the book is unchanged,
// so a reference to one stays valid.
struct RuleBook::Derived
{
    std::mutex mutex;
    QHash<std::pair<quintptr, QString>, std::shared_ptr<const void>> kept;
};

RuleBook::RuleBook() : mDerived(std::make_shared<Derived>()) {}

const void *RuleBook::findDerived(const void *tag, const QString &key) const
{
    const std::lock_guard lock(mDerived->mutex);
    const auto it = mDerived->kept.constFind({quintptr(tag), key});
    return it == mDerived->kept.constEnd() ? nullptr : it->get();
}

const void *RuleBook::keepDerived(const void *tag, const QString &key,
                                  std::shared_ptr<const void> value) const
{
    const std::lock_guard lock(mDerived->mutex);
    // Another thread may have kept one first: that one stays (references to it may be held).
    auto &kept = mDerived->kept[{quintptr(tag), key}];
    if (!kept)
        kept = std::move(value);
    return kept.get();
}

RuleBook RuleBook::load(const QString &ruleset)
{
    QHash<QString, QByteArray> documents;
    // A rule set may have no tables yet: its book is then empty (what it needs is missing).
    const QDir dir(QStringLiteral(":/rulesets/%1/tables").arg(ruleset));
    for (const QString &name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        QFile file(dir.filePath(name));
        if (!file.open(QIODevice::ReadOnly))
            throw core::Error(QStringLiteral("%1: cannot read the rule table").arg(file.fileName()));
        documents.insert(file.fileName(), file.readAll());
    }
    RuleBook book = fromDocuments(ruleset, documents);
    // $ADJUTANT_RULE_OVERRIDES names one file, for the rule set it names: the others pass it by.
    QString overrides = qEnvironmentVariable("ADJUTANT_RULE_OVERRIDES");
    const bool named = !overrides.isEmpty();
    if (!named) {
        const QString appData = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation);
        if (!appData.isEmpty())
            overrides = appData + QStringLiteral("/adjutant/rulesets/%1/overrides.json").arg(ruleset);
    }
    if (!overrides.isEmpty() && QFileInfo(overrides).exists()) {
        // Read as every JSON input is (a FIFO or /dev/zero named by mistake would hang every
        // adjudication): a regular file of at most 16 MB.
        QByteArray json;
        try {
            json = core::InputFile::readFile(overrides);
        } catch (const core::Error &error) {
            throw core::Error(QStringLiteral("rule overrides %1").arg(error.message()));
        }
        const QJsonValue forRuleset = QJsonDocument::fromJson(json).object().value(QStringLiteral("ruleset"));
        if (!named || !forRuleset.isString() || forRuleset.toString() == ruleset)
            book.applyOverrides(json, overrides);
    }
    return book;
}

RuleBook RuleBook::fromDocuments(const QString &ruleset, const QHash<QString, QByteArray> &documents)
{
    RuleBook book;
    book.mRuleset = ruleset;
    QStringList files = documents.keys();
    std::sort(files.begin(), files.end());
    for (const QString &file : files)
        book.addTable(documents.value(file), file);
    return book;
}

void RuleBook::addTable(const QByteArray &json, const QString &file)
{
    const core::JsonReader root(core::JsonReader::parse(json, file), file);
    root.allowOnly({u"ruleset", u"table", u"title", u"source", u"about", u"values"});
    if (root.nonEmptyString(u"ruleset") != mRuleset)
        root.fail(u"ruleset", QStringLiteral("must be \"%1\"").arg(mRuleset));
    const QString name = root.nonEmptyString(u"table");
    if (mTables.contains(name))
        root.fail(u"table", QStringLiteral("table \"%1\" is defined twice").arg(name));
    Table table;
    table.title = root.nonEmptyString(u"title");
    table.source = root.nonEmptyString(u"source");
    const core::JsonReader values = root.child(u"values");
    for (auto it = values.object().begin(); it != values.object().end(); ++it) {
        table.order.append(it.key());
        table.values.insert(it.key(), readCell(values.child(it.key()), it.key()));
    }
    mOrder.append(name);
    mTables.insert(name, table);
    mDerived = std::make_shared<Derived>(); // worked out from the tables as they were
}

void RuleBook::applyOverrides(const QByteArray &json, const QString &source)
{
    const core::JsonReader root(core::JsonReader::parse(json, source), source);
    root.allowOnly({u"ruleset", u"values"});
    if (root.nonEmptyString(u"ruleset") != mRuleset)
        root.fail(u"ruleset", QStringLiteral("must be \"%1\"").arg(mRuleset));
    const core::JsonReader tables = root.child(u"values");
    // All or nothing: a refused override file changes no value.
    QHash<QString, Table> updated = mTables;
    for (auto t = tables.object().begin(); t != tables.object().end(); ++t) {
        if (!updated.contains(t.key()))
            tables.fail(t.key(), QStringLiteral("no such rule table (tables: %1)").arg(mOrder.join(QStringLiteral(", "))));
        Table &table = updated[t.key()];
        const core::JsonReader cells = tables.child(t.key());
        for (auto c = cells.object().begin(); c != cells.object().end(); ++c) {
            if (!table.values.contains(c.key()))
                cells.fail(c.key(), QStringLiteral("no such value in table %1").arg(t.key()));
            const core::JsonReader cell = cells.child(c.key());
            cell.allowOnly({u"value", u"source"});
            if (!cell.has(u"value"))
                cell.fail(u"value", QStringLiteral("required"));
            RuleValue &value = table.values[c.key()];
            // A value the rule set ships keeps its shape (a list stays a list of the same kind,
            // a number a number): the rule set reads it as such, everywhere. A missing one is the
            // player's to give.
            const QJsonValue given = cell.object().value(QStringLiteral("value"));
            if (value.isAvailable() && !sameShape(value.value, given))
                cell.fail(u"value", QStringLiteral("must be %1, as the rule set's own value is")
                                        .arg(shapeInWords(value.value)));
            value.source = cell.nonEmptyString(u"source");
            value.status = RuleValue::Status::User;
            value.value = cell.object().value(QStringLiteral("value"));
            value.reason.clear();
        }
    }
    mTables = updated;
    mDerived = std::make_shared<Derived>(); // worked out from the values as they were
}

QStringList RuleBook::tables() const { return mOrder; }

QString RuleBook::tableTitle(const QString &table) const { return mTables.value(table).title; }

QString RuleBook::tableSource(const QString &table) const
{
    const auto t = mTables.constFind(table); // not value(): that copies the whole table
    return t == mTables.constEnd() ? QString() : t->source;
}

QStringList RuleBook::keys(const QString &table) const { return mTables.value(table).order; }

bool RuleBook::has(const QString &table, const QString &key) const
{
    const auto it = mTables.constFind(table);
    return it != mTables.constEnd() && it->values.contains(key);
}

const RuleValue &RuleBook::value(const QString &table, const QString &key) const
{
    const auto t = mTables.constFind(table);
    if (t == mTables.constEnd())
        throw core::Error(QStringLiteral("rule data %1: no table \"%2\"").arg(mRuleset, table));
    const auto v = t->values.constFind(key);
    if (v == t->values.constEnd())
        throw core::Error(QStringLiteral("rule data %1: no value %2").arg(mRuleset, describe(table, key)));
    return *v;
}

const RuleValue &RuleBook::available(const QString &table, const QString &key) const
{
    const RuleValue &cell = value(table, key);
    if (!cell.isAvailable()) {
        // The reason is a sentence or more: its own full stop ends it, not a second one.
        QString reason = cell.reason;
        if (reason.endsWith(QLatin1Char('.')))
            reason.chop(1);
        throw MissingRuleValue(QStringLiteral("%1 (%2) is missing from the rules text: %3. Supply it from your "
                                              "own copy in the rule overrides file (see docs/rulesets/README.md).")
                                   .arg(describe(table, key), tableSource(table), reason));
    }
    return cell;
}

int RuleBook::integer(const QString &table, const QString &key) const
{
    const RuleValue &cell = available(table, key);
    const double v = cell.value.toDouble(0.5);
    if (!cell.value.isDouble() || !isWholeInt(v))
        throw core::Error(QStringLiteral("rule data %1: %2 must be a whole number").arg(mRuleset, describe(table, key)));
    return int(v);
}

int RuleBook::integer(const QString &table, const QString &key, int minimum, int maximum) const
{
    const int v = integer(table, key);
    if (v < minimum || v > maximum) {
        const QString range = minimum == maximum
                                  ? QString::number(minimum)
                                  : QStringLiteral("from %1 to %2").arg(minimum).arg(maximum);
        throw core::Error(QStringLiteral("rule data %1: %2 must be %3")
                              .arg(mRuleset, describe(table, key), range));
    }
    return v;
}

double RuleBook::number(const QString &table, const QString &key) const
{
    const RuleValue &cell = available(table, key);
    if (!cell.value.isDouble())
        throw core::Error(QStringLiteral("rule data %1: %2 must be a number").arg(mRuleset, describe(table, key)));
    return cell.value.toDouble();
}

QString RuleBook::string(const QString &table, const QString &key) const
{
    const RuleValue &cell = available(table, key);
    if (!cell.value.isString())
        throw core::Error(QStringLiteral("rule data %1: %2 must be text").arg(mRuleset, describe(table, key)));
    return cell.value.toString();
}

QStringList RuleBook::strings(const QString &table, const QString &key) const
{
    const RuleValue &cell = available(table, key);
    QStringList list;
    for (const QJsonValue &item : cell.value.toArray()) {
        if (!item.isString())
            throw core::Error(QStringLiteral("rule data %1: %2 must be a list of text").arg(mRuleset, describe(table, key)));
        list.append(item.toString());
    }
    if (!cell.value.isArray())
        throw core::Error(QStringLiteral("rule data %1: %2 must be a list of text").arg(mRuleset, describe(table, key)));
    return list;
}

QJsonValue RuleBook::json(const QString &table, const QString &key) const { return available(table, key).value; }

QList<RuleValue> RuleBook::gaps() const
{
    QList<RuleValue> result;
    for (const QString &name : mOrder) {
        const Table &table = mTables[name];
        for (const QString &key : table.order) {
            RuleValue cell = table.values.value(key);
            if (cell.status == RuleValue::Status::Interpreted || cell.status == RuleValue::Status::Missing) {
                cell.key = describe(name, key);
                result.append(cell);
            }
        }
    }
    return result;
}

} // namespace adjutant::rulesets
