// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/report/tablepicture.h"

#include "app/gui/document/battledocument.h"
#include "app/gui/style/tablestyle.h"
#include "app/gui/table/tablescene.h"
#include "app/gui/table/tableview.h"
#include "core/battle.h"
#include "core/battlesession.h"
#include "core/error.h"
#include "core/memorystore.h"

#include <QImage>
#include <QPainter>
#include <QScopeGuard>

#include <algorithm>
#include <cmath>

namespace adjutant::app {

namespace {

// The view's own background (the cloth and grid, or the hex map), drawn where the report asks.
class PictureView : public TableView
{
public:
    using TableView::TableView;
    void paintBackground(QPainter *painter, const QRectF &sceneRect)
    {
        drawBackground(painter, sceneRect);
    }
};

} // namespace

QImage tablePicture(const core::Battle &battle, int width)
{
    // The battle in a document of its own, in memory: the scene and the view draw it as they
    // draw an open battle, and nothing is written anywhere.
    std::unique_ptr<core::BattleSession> session;
    try {
        session = core::BattleSession::create(std::make_unique<core::MemoryStore>(), battle);
    } catch (const core::Error &error) {
        // A battle its own log replayed is always valid; if not, the report goes without the
        // picture rather than not at all.
        qWarning("Table picture: %s", qPrintable(error.message()));
        return {};
    }
    BattleDocument document(std::move(session), QString());
    // The table's type and marks at their table-side sizes: a 1,400 pixel picture spans the text
    // of an A4 page, where the usual 12 pixel names would print at 4 pt and the doubled ones
    // print at 8 pt. The window's own setting is put back for the screen afterwards.
    const bool tableSide = tablestyle::tableSide();
    tablestyle::setTableSide(true);
    const auto restore = qScopeGuard([tableSide] { tablestyle::setTableSide(tableSide); });
    TableScene scene;
    scene.setDocument(&document);
    PictureView view(&scene);
    const QRectF table = scene.frame().sceneRect();
    if (table.isEmpty() || width < 1)
        return {};
    // A little of the cloth's surround, as the view shows the table fitted.
    const double margin = std::max(table.width(), table.height()) * 0.02;
    const QRectF source = table.adjusted(-margin, -margin, margin, margin);
    const int height = std::max(1, int(std::lround(width * source.height() / source.width())));
    const double zoom = width / source.width();
    view.setZoom(zoom); // the scene sizes its labels and marks for this many pixels per mm

    QImage image(width, height, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white); // around the table: paper, not the screen's dark surround
    QPainter painter(&image);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing |
                           QPainter::SmoothPixmapTransform);
    painter.save();
    QTransform transform;
    transform.scale(zoom, zoom);
    transform.translate(-source.left(), -source.top());
    painter.setTransform(transform);
    view.paintBackground(&painter, table);
    painter.restore();
    scene.render(&painter, QRectF(0, 0, width, height), source, Qt::IgnoreAspectRatio);
    painter.end();
    return image;
}

} // namespace adjutant::app
