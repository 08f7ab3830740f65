// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the measuring tests share (tst_measuring: the overlays; tst_measureinspector: the
// inspector): for each test the demo opened afresh in a window, its tercio, both Dutch battle
// groups and the Spanish commander in view; clicking a base, switching an overlay by its
// shortcut, and what the overlays draw.
#include "app/gui/mainwindow.h"
#include "app/gui/table/overlayitem.h"

#include <QApplication>
#include <QMouseEvent>
#include <QObject>
#include <QPainterPath>
#include <QPoint>
#include <QRectF>
#include <QString>
#include <QTemporaryDir>
#include <QWidget>

#include <cmath>
#include <memory>

namespace adjutant::app {
class InspectorDock;
class MeasureOverlays;
class TableScene;
class TableView;
} // namespace adjutant::app

namespace measuringtesting {
// The demo's MU: 25 mm; its table is 48 MU deep (scene y = 1200 mm - table y).
inline constexpr double mu = 25.0;
inline constexpr double tableDepth = 48 * mu;
// Scene rectangles compared to a hundredth of a millimetre (the arcs' curves are chords).
inline bool near(const QRectF &a, const QRectF &b, double within = 0.01)
{
    return std::abs(a.left() - b.left()) <= within && std::abs(a.top() - b.top()) <= within &&
           std::abs(a.width() - b.width()) <= within && std::abs(a.height() - b.height()) <= within;
}
inline QString describe(const QRectF &r)
{
    return QStringLiteral("(%1, %2, %3 x %4)")
        .arg(r.left())
        .arg(r.top())
        .arg(r.width())
        .arg(r.height());
}
// The pointer moved to `at` with the left button held and Shift (a drag without snapping).
inline void movePressedPointer(QWidget *port, QPoint at)
{
    QMouseEvent move(QEvent::MouseMove, at, port->mapToGlobal(at), Qt::NoButton, Qt::LeftButton,
                     Qt::ShiftModifier);
    QApplication::sendEvent(port, &move);
}
} // namespace measuringtesting

class MeasuringTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

protected:
    using Kind = adjutant::app::OverlayItem::Kind;

    QPoint pointOf(const QString &unit, const QString &base) const;
    void clickUnit(const QString &unit, const QString &base);
    void toggle(const QString &overlay);
    QRectF itemRect(Kind kind) const;
    QPainterPath sightLine(Kind kind, const QString &enemy) const;

    QTemporaryDir mDir;
    std::unique_ptr<adjutant::app::MainWindow> mWindow;
    adjutant::app::TableView *mView = nullptr;
    adjutant::app::TableScene *mScene = nullptr;
    adjutant::app::MeasureOverlays *mOverlays = nullptr;
    adjutant::app::InspectorDock *mInspector = nullptr;
    int mRun = 0;
};
