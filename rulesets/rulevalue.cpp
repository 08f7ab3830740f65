// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulesets/rulevalue.h"

namespace adjutant::rulesets {

QString RuleValue::statusKey() const
{
    switch (status) {
    case Status::Source:
        return QStringLiteral("source");
    case Status::Interpreted:
        return QStringLiteral("interpreted");
    case Status::Missing:
        return QStringLiteral("missing");
    case Status::User:
        return QStringLiteral("user");
    }
    return {};
}

QJsonObject RuleValue::toJson() const
{
    QJsonObject json;
    if (!value.isUndefined())
        json.insert(QStringLiteral("value"), value);
    json.insert(QStringLiteral("status"), statusKey());
    if (!source.isEmpty())
        json.insert(QStringLiteral("source"), source);
    if (!reason.isEmpty())
        json.insert(status == Status::Missing ? QStringLiteral("missing") : QStringLiteral("interpreted"), reason);
    return json;
}

} // namespace adjutant::rulesets
