#include "core/measureunit.h"

#include <cmath>

namespace adjutant::core {

bool MeasureUnit::isAllowedMovementUnit(Length size)
{
    switch (size.micrometres()) {
    case 25000:
    case 25400:
    case 40000:
    case 38100:
        return true;
    default:
        return false;
    }
}

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
    return Length::fromMicrometres(qint64(std::llround(units * double(mSize.micrometres()))));
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

QString MeasureUnit::key() const
{
    switch (mKind) {
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
