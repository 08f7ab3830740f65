// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Short ways to describe a procedure's input fields (ruleset.h, InputField).

#include "rulesets/ruleset.h"

namespace adjutant::rulesets {

inline InputField booleanField(const QString &key, const QString &label, const QString &help = {})
{
    return {key, label, InputField::Kind::Boolean, {}, {}, 0, 0, false, help, {}};
}

// A yes/no the input must state.
inline InputField requiredBooleanField(const QString &key, const QString &label, const QString &help = {})
{
    return {key, label, InputField::Kind::Boolean, {}, {}, 0, 0, QJsonValue(QJsonValue::Undefined), help, {}};
}

// Required when `fallback` is undefined.
inline InputField integerField(const QString &key, const QString &label, int minimum, int maximum,
                               const QJsonValue &fallback = QJsonValue(QJsonValue::Undefined), const QString &help = {})
{
    return {key, label, InputField::Kind::Integer, {}, {}, minimum, maximum, fallback, help, {}};
}

inline InputField choiceField(const QString &key, const QString &label, const QStringList &choices,
                              const QJsonValue &fallback = QJsonValue(QJsonValue::Undefined), const QString &help = {})
{
    return {key, label, InputField::Kind::Choice, choices, {}, 0, 0, fallback, help, {}};
}

// One or several entries of one of the rule set's lists ("troopTypes", "capabilities", "armour").
inline InputField catalogueField(const QString &key, const QString &label, const QString &catalogue, bool several,
                                 const QJsonValue &fallback = QJsonValue(QJsonValue::Undefined), const QString &help = {})
{
    return {key, label, several ? InputField::Kind::ChoiceList : InputField::Kind::Choice, {}, catalogue,
            0, 0, fallback, help, {}};
}

// One or several troop types of the rule set's catalogue (several for mixed battle groups).
inline InputField troopTypesField(const QString &key, const QString &label, bool several,
                                  const QJsonValue &fallback = QJsonValue(QJsonValue::Undefined), const QString &help = {})
{
    return catalogueField(key, label, QStringLiteral("troopTypes"), several, fallback, help);
}

inline InputField numberField(const QString &key, const QString &label, int minimum, int maximum,
                              const QJsonValue &fallback = QJsonValue(QJsonValue::Null), const QString &help = {})
{
    return {key, label, InputField::Kind::Number, {}, {}, minimum, maximum, fallback, help, {}};
}

inline InputField integerListField(const QString &key, const QString &label, int minimum, int maximum,
                                   const QJsonValue &fallback = QJsonValue(QJsonValue::Null), const QString &help = {})
{
    return {key, label, InputField::Kind::IntegerList, {}, {}, minimum, maximum, fallback, help, {}};
}

// Text the input must give (a key naming rolls).
inline InputField requiredTextField(const QString &key, const QString &label, const QString &help = {})
{
    return {key, label, InputField::Kind::Text, {}, {}, 0, 0, QJsonValue(QJsonValue::Undefined), help, {}};
}

// Optional text (a name, an id of the battle file).
inline InputField textField(const QString &key, const QString &label, const QString &help = {})
{
    return {key, label, InputField::Kind::Text, {}, {}, 0, 0, QString(), help, {}};
}

// An identifier the battle fills in and the CLI gives (ruleset.h, InputField::hidden); optional.
inline InputField idField(const QString &key, const QString &label, const QString &help = {})
{
    InputField field = textField(key, label, help);
    field.hidden = true;
    return field;
}

inline InputField listField(const QString &key, const QString &label, const QList<InputField> &fields, const QString &help = {})
{
    return {key, label, InputField::Kind::List, {}, {}, 0, 0, QJsonValue(QJsonValue::Undefined), help, fields};
}

inline InputField objectField(const QString &key, const QString &label, const QList<InputField> &fields, const QString &help = {})
{
    return {key, label, InputField::Kind::Object, {}, {}, 0, 0, QJsonValue(QJsonValue::Undefined), help, fields};
}

} // namespace adjutant::rulesets
