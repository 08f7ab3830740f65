// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/jsonreader.h"

#include "core/error.h"
#include "core/printable.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

#include <algorithm>
#include <cmath>

namespace adjutant::core {

namespace {

bool hasLoneSurrogate(const QString &text)
{
    return !text.isValidUtf16();
}

// JSON may escape half of a UTF-16 pair alone ("\udfff"): that is no character, and no UTF-8 text
// (the store's, the terminal's) can hold it. Throws naming the first key or value holding one.
void refuseLoneSurrogates(const QJsonValue &value, const QString &path, const QString &source)
{
    auto refuse = [&](const QString &where, const QString &text) {
        throw Error(QStringLiteral("%1: %2: \"%3\" holds half of a UTF-16 surrogate pair, which is no "
                                   "character")
                        .arg(source, where.isEmpty() ? QStringLiteral("the document") : where, printable(text)));
    };
    if (value.isString() && hasLoneSurrogate(value.toString()))
        refuse(path, value.toString());
    if (value.isArray()) {
        const QJsonArray array = value.toArray();
        for (qsizetype i = 0; i < array.size(); ++i)
            refuseLoneSurrogates(array[i], JsonReader::pathOf(path, i), source);
    }
    if (value.isObject()) {
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it) {
            const QString where = path.isEmpty() ? it.key() : path + QLatin1Char('.') + it.key();
            if (hasLoneSurrogate(it.key()))
                refuse(where, it.key());
            refuseLoneSurrogates(it.value(), where, source);
        }
    }
}

} // namespace

JsonReader::JsonReader(const QJsonValue &value, QString path) : mPath(std::move(path))
{
    if (!value.isObject())
        failAt(mPath, QStringLiteral("must be an object"));
    mObject = value.toObject();
}

QJsonValue JsonReader::parse(const QByteArray &json, const QString &source)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    if (error.error == QJsonParseError::NoError) {
        const QJsonValue value = document.isObject() ? QJsonValue(document.object()) : QJsonValue(document.array());
        refuseLoneSurrogates(value, QString(), source);
        return value;
    }
    if (json.trimmed().isEmpty())
        throw Error(QStringLiteral("%1: is empty").arg(source));
    // Qt gives the byte offset just past the problem; a text editor shows lines and columns.
    const qsizetype at = qBound(qsizetype(0), qsizetype(error.offset) - 1, json.size());
    const qsizetype lineStart = at > 0 ? json.lastIndexOf('\n', at - 1) + 1 : 0;
    throw Error(QStringLiteral("%1: not valid JSON at line %2, column %3: %4")
                    .arg(source)
                    .arg(json.left(at).count('\n') + 1)
                    .arg(QString::fromUtf8(json.mid(lineStart, at - lineStart)).size() + 1)
                    .arg(error.errorString()));
}

QString JsonReader::pathOf(QStringView key) const
{
    return mPath.isEmpty() ? key.toString() : mPath + QLatin1Char('.') + key.toString();
}

QString JsonReader::pathOf(const QString &arrayPath, qsizetype index)
{
    return arrayPath + QLatin1Char('[') + QString::number(index) + QLatin1Char(']');
}

void JsonReader::failAt(const QString &path, const QString &problem)
{
    throw Error(path.isEmpty() ? problem : path + QStringLiteral(": ") + problem);
}

void JsonReader::fail(QStringView key, const QString &problem) const
{
    failAt(pathOf(key), problem);
}

void JsonReader::allowOnly(std::initializer_list<QStringView> keys) const
{
    for (auto it = mObject.begin(); it != mObject.end(); ++it) {
        // The key made once: every replayed event's payload comes through here.
        const QString name = it.key();
        const bool known = std::any_of(keys.begin(), keys.end(), [&](QStringView key) { return name == key; });
        if (!known) {
            QStringList names;
            for (QStringView key : keys)
                names << key.toString();
            fail(name, QStringLiteral("unknown field (expected one of: %1)")
                               .arg(names.join(QStringLiteral(", "))));
        }
    }
}

QJsonValue JsonReader::required(QStringView key) const
{
    const QJsonValue value = mObject.value(key);
    if (value.isUndefined())
        fail(key, QStringLiteral("is required"));
    return value;
}

QString JsonReader::string(QStringView key) const
{
    const QJsonValue value = required(key);
    if (!value.isString())
        fail(key, QStringLiteral("must be a string"));
    return value.toString();
}

QString JsonReader::nonEmptyString(QStringView key) const
{
    QString value = string(key).trimmed();
    if (value.isEmpty())
        fail(key, QStringLiteral("must not be empty"));
    return value;
}

QString JsonReader::optionalString(QStringView key, const QString &fallback) const
{
    return has(key) ? string(key) : fallback;
}

double JsonReader::number(QStringView key) const
{
    const QJsonValue value = required(key);
    if (!value.isDouble())
        fail(key, QStringLiteral("must be a number"));
    const double v = value.toDouble();
    if (!std::isfinite(v))
        fail(key, QStringLiteral("must be a finite number"));
    return v;
}

double JsonReader::optionalNumber(QStringView key, double fallback) const
{
    return has(key) ? number(key) : fallback;
}

int JsonReader::integer(QStringView key, int min, int max) const
{
    const double v = number(key);
    if (v != std::floor(v))
        fail(key, QStringLiteral("must be a whole number"));
    if (v < min || v > max)
        fail(key, QStringLiteral("must be between %1 and %2").arg(min).arg(max));
    return int(v);
}

int JsonReader::optionalInteger(QStringView key, int min, int max, int fallback) const
{
    return has(key) ? integer(key, min, max) : fallback;
}

bool JsonReader::optionalBoolean(QStringView key, bool fallback) const
{
    if (!has(key))
        return fallback;
    const QJsonValue value = mObject.value(key);
    if (!value.isBool())
        fail(key, QStringLiteral("must be true or false"));
    return value.toBool();
}

QStringList JsonReader::optionalStringList(QStringView key) const
{
    QStringList result;
    const QJsonArray items = optionalArray(key);
    for (qsizetype i = 0; i < items.size(); ++i) {
        if (!items[i].isString())
            failAt(pathOf(pathOf(key), i), QStringLiteral("must be a string"));
        result << items[i].toString();
    }
    return result;
}

QJsonArray JsonReader::array(QStringView key) const
{
    const QJsonValue value = required(key);
    if (!value.isArray())
        fail(key, QStringLiteral("must be an array"));
    return value.toArray();
}

QJsonArray JsonReader::optionalArray(QStringView key) const
{
    return has(key) ? array(key) : QJsonArray();
}

JsonReader JsonReader::child(QStringView key) const
{
    return JsonReader(required(key), pathOf(key));
}

QJsonObject JsonReader::optionalObject(QStringView key) const
{
    return has(key) ? child(key).object() : QJsonObject();
}

} // namespace adjutant::core
