// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <initializer_list>

namespace adjutant::core {

// Reads one JSON object field by field and throws core::Error naming the exact path of the
// first problem ("units[3].bases[1].width: must be a positive number").
class JsonReader
{
public:
    // Throws unless value is an object.
    JsonReader(const QJsonValue &value, QString path);
    // Parses a JSON document (object or array); a syntax error or an empty input throws
    // core::Error starting with `source` and giving the line and column.
    static QJsonValue parse(const QByteArray &json, const QString &source);

    const QString &path() const { return mPath; }
    const QJsonObject &object() const { return mObject; }
    QString pathOf(QStringView key) const;
    static QString pathOf(const QString &arrayPath, qsizetype index);
    bool has(QStringView key) const { return mObject.contains(key); }

    // Refuses fields other than these: a misspelt field must not be silently ignored.
    void allowOnly(std::initializer_list<QStringView> keys) const;

    QString string(QStringView key) const; // required, may be empty
    QString nonEmptyString(QStringView key) const;
    QString optionalString(QStringView key, const QString &fallback = {}) const;
    double number(QStringView key) const; // required, finite
    double optionalNumber(QStringView key, double fallback) const;
    int integer(QStringView key, int min, int max) const;
    int optionalInteger(QStringView key, int min, int max, int fallback) const;
    bool optionalBoolean(QStringView key, bool fallback) const;
    QStringList optionalStringList(QStringView key) const;
    QJsonArray array(QStringView key) const;         // required
    QJsonArray optionalArray(QStringView key) const; // empty when absent
    JsonReader child(QStringView key) const;         // required object
    QJsonObject optionalObject(QStringView key) const;

    [[noreturn]] void fail(QStringView key, const QString &problem) const;
    [[noreturn]] static void failAt(const QString &path, const QString &problem);

private:
    QJsonValue required(QStringView key) const;
    QString mPath;
    QJsonObject mObject;
};

} // namespace adjutant::core
