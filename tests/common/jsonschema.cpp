// SPDX-License-Identifier: GPL-3.0-or-later
#include "jsonschema.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

#include <cmath>

namespace jsonschema {

namespace {

const QSet<QString> &keywords()
{
    static const QSet<QString> known{
        QStringLiteral("type"),     QStringLiteral("properties"),
        QStringLiteral("required"), QStringLiteral("additionalProperties"),
        QStringLiteral("items"),    QStringLiteral("enum"),
        QStringLiteral("const"),    QStringLiteral("minimum"),
        QStringLiteral("$ref"),     QStringLiteral("$defs"),
        QStringLiteral("$schema"),  QStringLiteral("$id"),
        QStringLiteral("title"),    QStringLiteral("description")};
    return known;
}

const QStringList &typeNames()
{
    static const QStringList names{QStringLiteral("object"),  QStringLiteral("array"),
                                   QStringLiteral("string"),  QStringLiteral("number"),
                                   QStringLiteral("integer"), QStringLiteral("boolean"),
                                   QStringLiteral("null")};
    return names;
}

bool isInteger(const QJsonValue &value)
{
    if (!value.isDouble())
        return false;
    const double d = value.toDouble();
    return std::isfinite(d) && std::floor(d) == d;
}

bool hasType(const QJsonValue &value, const QString &type)
{
    if (type == QLatin1String("object"))
        return value.isObject();
    if (type == QLatin1String("array"))
        return value.isArray();
    if (type == QLatin1String("string"))
        return value.isString();
    if (type == QLatin1String("number"))
        return value.isDouble();
    if (type == QLatin1String("integer"))
        return isInteger(value);
    if (type == QLatin1String("boolean"))
        return value.isBool();
    if (type == QLatin1String("null"))
        return value.isNull();
    return false;
}

QString typeOf(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Object:
        return QStringLiteral("an object");
    case QJsonValue::Array:
        return QStringLiteral("an array");
    case QJsonValue::String:
        return QStringLiteral("a string");
    case QJsonValue::Double:
        return isInteger(value) ? QStringLiteral("an integer") : QStringLiteral("a number");
    case QJsonValue::Bool:
        return QStringLiteral("a boolean");
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::Undefined:
        break;
    }
    return QStringLiteral("nothing");
}

QString compact(const QJsonValue &value)
{
    const QJsonArray wrapped{value};
    const QByteArray text = QJsonDocument(wrapped).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(text.mid(1, text.size() - 2));
}

// A $ref's loops end here: no schema of ours nests this deep.
constexpr int kDeepest = 64;

} // namespace

JsonSchema::JsonSchema(QJsonObject root) : mRoot(std::move(root))
{
    checkSchema(mRoot, QStringLiteral("#"));
}

JsonSchema JsonSchema::fromFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        JsonSchema schema{QJsonObject()};
        schema.mProblems << QStringLiteral("%1: cannot be read").arg(path);
        return schema;
    }
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &error);
    if (!document.isObject()) {
        JsonSchema schema{QJsonObject()};
        schema.mProblems
            << QStringLiteral("%1: is no JSON object (%2)").arg(path, error.errorString());
        return schema;
    }
    return JsonSchema(document.object());
}

void JsonSchema::checkSchema(const QJsonValue &value, const QString &where)
{
    if (!value.isObject()) {
        mProblems << QStringLiteral(
                         "%1: a schema must be an object (booleans are outside the subset)")
                         .arg(where);
        return;
    }
    const QJsonObject schema = value.toObject();
    for (auto it = schema.begin(); it != schema.end(); ++it) {
        if (!keywords().contains(it.key()))
            mProblems << QStringLiteral(
                             "%1: keyword \"%2\" is outside the subset this validator reads")
                             .arg(where, it.key());
    }
    if (schema.contains(QStringLiteral("type"))) {
        const QJsonValue type = schema.value(QStringLiteral("type"));
        const QJsonArray types = type.isArray() ? type.toArray() : QJsonArray{type};
        for (const QJsonValue &t : types) {
            if (!typeNames().contains(t.toString()))
                mProblems << QStringLiteral("%1/type: %2 is no type").arg(where, compact(t));
        }
    }
    if (schema.contains(QStringLiteral("properties"))) {
        const QJsonValue properties = schema.value(QStringLiteral("properties"));
        if (!properties.isObject())
            mProblems << QStringLiteral("%1/properties: must be an object").arg(where);
        const QJsonObject object = properties.toObject();
        for (auto it = object.begin(); it != object.end(); ++it)
            checkSchema(it.value(), where + QStringLiteral("/properties/") + it.key());
    }
    if (schema.contains(QStringLiteral("$defs"))) {
        const QJsonObject defs = schema.value(QStringLiteral("$defs")).toObject();
        for (auto it = defs.begin(); it != defs.end(); ++it)
            checkSchema(it.value(), where + QStringLiteral("/$defs/") + it.key());
    }
    if (schema.contains(QStringLiteral("items")))
        checkSchema(schema.value(QStringLiteral("items")), where + QStringLiteral("/items"));
    if (schema.contains(QStringLiteral("additionalProperties"))) {
        const QJsonValue additional = schema.value(QStringLiteral("additionalProperties"));
        if (!additional.isBool())
            checkSchema(additional, where + QStringLiteral("/additionalProperties"));
    }
    if (schema.contains(QStringLiteral("required"))) {
        const QJsonValue required = schema.value(QStringLiteral("required"));
        bool strings = required.isArray();
        for (const QJsonValue &name : required.toArray())
            strings = strings && name.isString();
        if (!strings)
            mProblems << QStringLiteral("%1/required: must be an array of names").arg(where);
    }
    if (schema.contains(QStringLiteral("enum")) && !schema.value(QStringLiteral("enum")).isArray())
        mProblems << QStringLiteral("%1/enum: must be an array").arg(where);
    if (schema.contains(QStringLiteral("minimum")) &&
        !schema.value(QStringLiteral("minimum")).isDouble())
        mProblems << QStringLiteral("%1/minimum: must be a number").arg(where);
    if (schema.contains(QStringLiteral("$ref"))) {
        const QString ref = schema.value(QStringLiteral("$ref")).toString();
        // The root is still being read: the ref is looked up in the whole document.
        const QStringList parts = ref.split(QLatin1Char('/'));
        if (parts.size() != 3 || parts[0] != QLatin1String("#") ||
            parts[1] != QLatin1String("$defs") ||
            !mRoot.value(QStringLiteral("$defs")).toObject().contains(parts[2]))
            mProblems << QStringLiteral("%1/$ref: \"%2\" is not one of this document's $defs")
                             .arg(where, ref);
    }
}

std::optional<QJsonObject> JsonSchema::resolve(const QString &ref) const
{
    const QString name = ref.section(QLatin1Char('/'), 2);
    const QJsonObject defs = mRoot.value(QStringLiteral("$defs")).toObject();
    if (!ref.startsWith(QLatin1String("#/$defs/")) || !defs.contains(name))
        return std::nullopt;
    return defs.value(name).toObject();
}

QStringList JsonSchema::validate(const QJsonValue &value) const
{
    if (!mProblems.isEmpty())
        return QStringList{QStringLiteral("the schema itself is refused:")} + mProblems;
    QStringList errors;
    check(mRoot, value, QStringLiteral("$"), errors, 0);
    return errors;
}

void JsonSchema::check(const QJsonObject &schema, const QJsonValue &value, const QString &path,
                       QStringList &errors, int depth) const
{
    if (depth > kDeepest) {
        errors
            << QStringLiteral("%1: the schema's $refs nest deeper than %2").arg(path).arg(kDeepest);
        return;
    }
    if (schema.contains(QStringLiteral("$ref"))) {
        const std::optional<QJsonObject> target =
            resolve(schema.value(QStringLiteral("$ref")).toString());
        if (!target) {
            errors << QStringLiteral("%1: $ref leads nowhere").arg(path);
            return;
        }
        check(*target, value, path, errors, depth + 1);
    }
    if (schema.contains(QStringLiteral("type"))) {
        const QJsonValue type = schema.value(QStringLiteral("type"));
        const QJsonArray types = type.isArray() ? type.toArray() : QJsonArray{type};
        bool any = false;
        QStringList names;
        for (const QJsonValue &t : types) {
            any = any || hasType(value, t.toString());
            names << t.toString();
        }
        if (!any) {
            errors << QStringLiteral("%1: is %2, not %3")
                          .arg(path, typeOf(value), names.join(QStringLiteral(" or ")));
            return; // the other keywords would only repeat it
        }
    }
    if (schema.contains(QStringLiteral("const")) && value != schema.value(QStringLiteral("const")))
        errors << QStringLiteral("%1: is %2, not %3")
                      .arg(path, compact(value), compact(schema.value(QStringLiteral("const"))));
    if (schema.contains(QStringLiteral("enum")) &&
        !schema.value(QStringLiteral("enum")).toArray().contains(value))
        errors << QStringLiteral("%1: %2 is not one of %3")
                      .arg(path, compact(value), compact(schema.value(QStringLiteral("enum"))));
    if (schema.contains(QStringLiteral("minimum")) && value.isDouble() &&
        value.toDouble() < schema.value(QStringLiteral("minimum")).toDouble())
        errors << QStringLiteral("%1: %2 is less than the minimum %3")
                      .arg(path, compact(value), compact(schema.value(QStringLiteral("minimum"))));
    if (value.isObject()) {
        const QJsonObject object = value.toObject();
        const QJsonObject properties = schema.value(QStringLiteral("properties")).toObject();
        for (const QJsonValue &name : schema.value(QStringLiteral("required")).toArray()) {
            if (!object.contains(name.toString()))
                errors << QStringLiteral("%1.%2: is missing").arg(path, name.toString());
        }
        const QJsonValue additional = schema.value(QStringLiteral("additionalProperties"));
        for (auto it = object.begin(); it != object.end(); ++it) {
            const QString at = path + QLatin1Char('.') + it.key();
            if (properties.contains(it.key()))
                check(properties.value(it.key()).toObject(), it.value(), at, errors, depth + 1);
            else if (additional.isBool() && !additional.toBool())
                errors << QStringLiteral("%1: is not a key of this output").arg(at);
            else if (additional.isObject())
                check(additional.toObject(), it.value(), at, errors, depth + 1);
        }
    }
    if (value.isArray() && schema.contains(QStringLiteral("items"))) {
        const QJsonObject items = schema.value(QStringLiteral("items")).toObject();
        const QJsonArray array = value.toArray();
        for (qsizetype i = 0; i < array.size(); ++i)
            check(items, array[i], QStringLiteral("%1[%2]").arg(path).arg(i), errors, depth + 1);
    }
}

} // namespace jsonschema
