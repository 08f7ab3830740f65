// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/dialogs/preferences.h"

#include "app/gui/style/tablestyle.h"
#include "geometry/tolerance.h"
#include "rulesets/ruleset.h"
#include "rulesets/setup.h"

#include <QApplication>
#include <QFont>
#include <QPalette>
#include <QSettings>
#include <QStyle>
#include <QStyleFactory>

namespace adjutant::app::Preferences {

namespace {
const QString muKey = QStringLiteral("preferences/muMillimetres");
const QString toleranceKey = QStringLiteral("preferences/contactToleranceMillimetres");
const QString snappingKey = QStringLiteral("preferences/snapping");
const QString highlightKey = QStringLiteral("preferences/highlightContacts");
const QString paletteKey = QStringLiteral("preferences/palette");
const QString tableSideKey = QStringLiteral("preferences/tableSide");
// The windows' type table-side: 9 pt becomes 13.5 pt, as large as the docks bear at 1366 x 768.
constexpr double tableSideFontScale = 1.5;

QPalette darkPalette()
{
    QPalette p;
    const QColor window(0x2b, 0x2d, 0x30);
    const QColor base(0x1e, 0x1f, 0x22);
    const QColor text(0xe6, 0xe6, 0xe6);
    const QColor disabled(0x80, 0x80, 0x80);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(0x26, 0x28, 0x2b));
    p.setColor(QPalette::ToolTipBase, QColor(0x3c, 0x3f, 0x41));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0x9a, 0x9a, 0x9a));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(0x35, 0x37, 0x3a));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(0xff, 0x6b, 0x6b));
    p.setColor(QPalette::Light, QColor(0x4a, 0x4d, 0x50));
    p.setColor(QPalette::Midlight, QColor(0x3a, 0x3d, 0x40));
    p.setColor(QPalette::Mid, QColor(0x5a, 0x5d, 0x60));
    p.setColor(QPalette::Dark, QColor(0x18, 0x19, 0x1b));
    p.setColor(QPalette::Shadow, Qt::black);
    p.setColor(QPalette::Highlight, QColor(0x2f, 0x65, 0xca));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x6c, 0xa8, 0xff));
    p.setColor(QPalette::LinkVisited, QColor(0xb0, 0x8c, 0xff));
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabled);
    p.setColor(QPalette::Disabled, QPalette::Base, window);
    return p;
}

// Fusion's own light palette, its placeholder text (half-transparent black, 4:1 on white) made
// an opaque grey that reads at WCAG AA (4.5:1) on its Base, AlternateBase and Window alike.
QPalette lightPalette()
{
    QPalette p = QApplication::style()->standardPalette();
    p.setColor(QPalette::PlaceholderText, QColor(0x6b, 0x6b, 0x6b));
    return p;
}

struct Original
{
    QString style;
    QPalette palette;
    QFont font;
};

// The style, palette and font the application started with, kept the first time a palette or
// table-side mode is applied.
const Original &original()
{
    static const Original first{QApplication::style() ? QApplication::style()->name() : QString(),
                                QApplication::palette(), QApplication::font()};
    return first;
}
} // namespace

double muMillimetres()
{
    // Unless chosen, the first MU size of the first rule set that measures in MU.
    double usual = 0;
    for (const rulesets::Ruleset *ruleset : rulesets::allRulesets()) {
        const QList<rulesets::MovementUnitSize> sizes = ruleset->setup().movementUnits;
        if (!sizes.isEmpty()) {
            usual = sizes.first().millimetres;
            break;
        }
    }
    return QSettings().value(muKey, usual).toDouble();
}
void setMuMillimetres(double mm)
{
    QSettings().setValue(muKey, mm);
}
double contactToleranceMillimetres()
{
    bool isNumber = false;
    const double mm = QSettings().value(toleranceKey).toDouble(&isNumber);
    if (!isNumber || mm < geometry::minContactTolerance || mm > geometry::maxContactTolerance)
        return geometry::contactTolerance;
    return mm;
}
void setContactToleranceMillimetres(double mm)
{
    QSettings().setValue(toleranceKey, mm);
}
bool snapping()
{
    return QSettings().value(snappingKey, true).toBool();
}
void setSnapping(bool on)
{
    QSettings().setValue(snappingKey, on);
}
bool highlightContacts()
{
    return QSettings().value(highlightKey, true).toBool();
}
void setHighlightContacts(bool on)
{
    QSettings().setValue(highlightKey, on);
}
QString palette()
{
    return QSettings().value(paletteKey, QStringLiteral("system")).toString();
}
void setPalette(const QString &name)
{
    QSettings().setValue(paletteKey, name);
}

bool tableSide()
{
    return QSettings().value(tableSideKey, false).toBool();
}
void setTableSide(bool on)
{
    QSettings().setValue(tableSideKey, on);
}

void applyTableSide(bool on)
{
    const QFont &first = original().font;
    tablestyle::setTableSide(on);
    QFont font = first;
    if (on) {
        if (first.pixelSize() > 0)
            font.setPixelSize(qRound(first.pixelSize() * tableSideFontScale));
        else
            font.setPointSizeF(first.pointSizeF() * tableSideFontScale);
    }
    if (QApplication::font() != font)
        QApplication::setFont(font);
}

void applyPalette(const QString &name)
{
    const Original &first = original();
    if (name == QLatin1String("dark") || name == QLatin1String("light")) {
        if (!QApplication::style() || QApplication::style()->name().compare(
                                          QLatin1String("fusion"), Qt::CaseInsensitive) != 0)
            QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
        QApplication::setPalette(name == QLatin1String("dark") ? darkPalette() : lightPalette());
        return;
    }
    if (!first.style.isEmpty() && QApplication::style()->name() != first.style)
        QApplication::setStyle(QStyleFactory::create(first.style));
    QApplication::setPalette(first.palette);
}

} // namespace adjutant::app::Preferences
