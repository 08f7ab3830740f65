// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/measureunit.h"

#include <algorithm>
#include <cmath>

namespace adjutant::core {

double MeasureUnit::toUnits(Length length) const
{
    if (mKind == Kind::Hex)
        return 0.0;
    return double(length.micrometres()) / double(mSize.micrometres());
}

Length MeasureUnit::fromUnits(double units) const
{
    if (mKind == Kind::Hex)
        return Length();
    // Far beyond any table (4e18 um is 4 billion km) saturate: past the range of qint64 llround
    // returns an unspecified value (glibc: the most negative one, so 1e300 MU looked negative).
    constexpr double limit = 4e18;
    const double um = std::clamp(units * double(mSize.micrometres()), -limit, limit);
    return Length::fromMicrometres(qint64(std::llround(um)));
}

QString MeasureUnit::symbol() const
{
    switch (mKind) {
    case Kind::MovementUnit:
        return QStringLiteral("MU");
    case Kind::Inch:
        return QStringLiteral("in");
    case Kind::Hex:
        return QStringLiteral("hex");
    }
    return {};
}

QString MeasureUnit::label() const
{
    switch (mKind) {
    case Kind::MovementUnit:
        return QStringLiteral("MU (%1 mm)").arg(mSize.millimetres());
    case Kind::Inch:
        return QStringLiteral("inches");
    case Kind::Hex:
        return QStringLiteral("hexes");
    }
    return {};
}

QString MeasureUnit::keyOf(Kind kind)
{
    switch (kind) {
    case Kind::MovementUnit:
        return QStringLiteral("MU");
    case Kind::Inch:
        return QStringLiteral("inch");
    case Kind::Hex:
        return QStringLiteral("hex");
    }
    return {};
}

std::optional<MeasureUnit::Kind> MeasureUnit::kindFromKey(const QString &key)
{
    if (key == QLatin1String("MU"))
        return Kind::MovementUnit;
    if (key == QLatin1String("inch"))
        return Kind::Inch;
    if (key == QLatin1String("hex"))
        return Kind::Hex;
    return std::nullopt;
}

} // namespace adjutant::core
