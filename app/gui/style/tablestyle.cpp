// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/style/tablestyle.h"

#include "app/gui/style/themecolours.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace adjutant::app::tablestyle {

namespace {
bool tableSideOn = false;
// Table-side: 12 px names become 24 px (capitals about 4.5 mm tall on a 96 dpi screen), an 8 px
// cohesion mark 16 px: read from 70 cm as the usual sizes are from 35 cm.
constexpr double tableSideScale = 2.0;
} // namespace

void setTableSide(bool on)
{
    tableSideOn = on;
}

bool tableSide()
{
    return tableSideOn;
}

double sized(double pixels)
{
    return tableSideOn ? pixels * tableSideScale : pixels;
}

QColor inkOn(const QColor &ground)
{
    // Against black WCAG's ratio is (L + 0.05) / 0.05, against white 1.05 / (L + 0.05): equal
    // where the ground's luminance L is about 0.18.
    return themecolours::relativeLuminance(ground) > 0.18 ? QColor(Qt::black) : QColor(Qt::white);
}

QColor sideColour(int sideIndex)
{
    static const std::array<QColor, 4> colours{QColor(0xc0, 0x22, 0x2b), QColor(0x1f, 0x4e, 0xb4),
                                               QColor(0xd9, 0x8a, 0x00), QColor(0x6a, 0x2c, 0x91)};
    if (sideIndex < 0)
        return QColor(0x70, 0x70, 0x70);
    return colours[std::size_t(sideIndex) % colours.size()];
}

QColor baseBody(int sideIndex)
{
    return sideColour(sideIndex).lighter(165);
}

QBrush sideHatch(int sideIndex)
{
    static const std::array<Qt::BrushStyle, 4> patterns{Qt::NoBrush, Qt::BDiagPattern,
                                                        Qt::DiagCrossPattern, Qt::Dense6Pattern};
    if (sideIndex < 0)
        return Qt::NoBrush;
    // Patterns are drawn in device pixels (Qt's cosmetic brush patterns): the same fine hatch at
    // every zoom and in every picture.
    return QBrush(QColor(0, 0, 0, 110), patterns[std::size_t(sideIndex) % patterns.size()]);
}

TerrainLook terrain(const QString &type)
{
    const QString t = type.toLower();
    if (t.contains(QLatin1String("wood")) || t.contains(QLatin1String("forest")) ||
        t.contains(QLatin1String("orchard")))
        return {QColor(0x4f, 0x7a, 0x3a), QColor(0x2c, 0x4a, 0x1f), Qt::Dense6Pattern,
                QStringLiteral("Woods")};
    if (t.contains(QLatin1String("steep")))
        return {QColor(0xb0, 0x8a, 0x55), QColor(0x6e, 0x4e, 0x24), Qt::NoBrush,
                QStringLiteral("Steep hill")};
    if (t.contains(QLatin1String("hill")) || t.contains(QLatin1String("rise")))
        return {QColor(0xc9, 0xb0, 0x78), QColor(0x8a, 0x6b, 0x35), Qt::NoBrush,
                QStringLiteral("Hill")};
    if (t.contains(QLatin1String("marsh")) || t.contains(QLatin1String("bog")) ||
        t.contains(QLatin1String("swamp")))
        return {QColor(0x7d, 0x9c, 0x8c), QColor(0x3f, 0x5e, 0x55), Qt::HorPattern,
                QStringLiteral("Marsh")};
    if (t.contains(QLatin1String("river")) || t.contains(QLatin1String("stream")) ||
        t.contains(QLatin1String("lake")) || t.contains(QLatin1String("water")) ||
        t.contains(QLatin1String("ocean")) || t.contains(QLatin1String("haven")) ||
        t.contains(QLatin1String("harbour")))
        return {QColor(0x6f, 0xa8, 0xd6), QColor(0x2c, 0x61, 0x93), Qt::NoBrush,
                QStringLiteral("Water")};
    if (t.contains(QLatin1String("village")) || t.contains(QLatin1String("town")) ||
        t.contains(QLatin1String("build")) || t.contains(QLatin1String("fort")))
        return {QColor(0xb8, 0xa8, 0x9a), QColor(0x5b, 0x4a, 0x3d), Qt::DiagCrossPattern,
                QStringLiteral("Buildings")};
    if (t.contains(QLatin1String("field")) || t.contains(QLatin1String("enclos")) ||
        t.contains(QLatin1String("vineyard")))
        return {QColor(0xd8, 0xc8, 0x6a), QColor(0x8c, 0x7a, 0x2a), Qt::BDiagPattern,
                QStringLiteral("Fields")};
    if (t.contains(QLatin1String("road")))
        return {QColor(0xd9, 0xc9, 0xa8), QColor(0x8f, 0x7d, 0x5a), Qt::NoBrush,
                QStringLiteral("Road")};
    if (t.contains(QLatin1String("dune")) || t.contains(QLatin1String("sand")))
        return {QColor(0xe3, 0xcf, 0x92), QColor(0x9a, 0x7f, 0x3c), Qt::Dense6Pattern,
                QStringLiteral("Dunes")};
    if (t.contains(QLatin1String("tide")) || t.contains(QLatin1String("beach")))
        return {QColor(0xd6, 0xd3, 0xb4), QColor(0x7f, 0x95, 0xa0), Qt::HorPattern,
                QStringLiteral("Beach")};
    if (t == QLatin1String("clear") || t == QLatin1String("open"))
        return {hexMap, QColor(0x8c, 0x93, 0x6c), Qt::NoBrush, QStringLiteral("Clear")};
    if (t.contains(QLatin1String("rough")) || t.contains(QLatin1String("scrub")) ||
        t.contains(QLatin1String("broken")))
        return {QColor(0xa3, 0x9e, 0x6a), QColor(0x5f, 0x5a, 0x2e), Qt::Dense7Pattern,
                QStringLiteral("Rough")};
    return {QColor(0xb5, 0xb5, 0xa0), QColor(0x60, 0x60, 0x50), Qt::NoBrush, type};
}

QColor cohesion(const QStringList &ladder, const QString &level)
{
    // Green at the top of the ladder, red at its foot, amber and orange between: where the level
    // stands, whatever the rule set calls it.
    static const QColor steps[] = {QColor(0x2e, 0x8b, 0x3e), QColor(0xd9, 0x9a, 0x00),
                                   QColor(0xe0, 0x5a, 0x10), QColor(0xb0, 0x10, 0x10)};
    qsizetype at = -1;
    for (qsizetype i = 0; i < ladder.size() && at < 0; ++i) {
        if (ladder[i].compare(level, Qt::CaseInsensitive) == 0)
            at = i;
    }
    if (at < 0)
        return QColor(0x60, 0x60, 0x60);
    if (at == 0)
        return steps[0];
    if (at == ladder.size() - 1)
        return steps[3];
    // The first and last steps keep green and red; the ones between spread over amber and
    // orange (a ladder of three: green, amber, red; of five: green, amber, amber, orange, red).
    const double along = double(at - 1) / double(ladder.size() - 2) * 2.0;
    return steps[1 + std::min(1, int(along))];
}

QColor reached()
{
    return QColor(0xb0, 0x10, 0x10);
}

QColor warning()
{
    return QColor(0xd9, 0x9a, 0x00);
}

} // namespace adjutant::app::tablestyle
