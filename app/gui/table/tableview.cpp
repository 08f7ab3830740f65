// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/table/tableview.h"

#include "app/gui/document/battledocument.h"
#include "app/gui/hexmap/hexboard.h"
#include "app/gui/style/tablestyle.h"
#include "app/gui/table/baseitem.h"
#include "app/gui/table/marginruler.h"
#include "app/gui/table/tablelegend.h"
#include "app/gui/table/tablescene.h"
#include "app/gui/table/terrainitem.h"
#include "app/gui/table/unitlabelitem.h"
#include "core/battle.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>
#include <QSet>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace adjutant::app {

namespace {
constexpr double minZoom = 0.05; // pixels per mm: a 6 m table in 300 pixels
constexpr double maxZoom = 40;   // a 1.6 MU base fills the screen
} // namespace

TableView::TableView(TableScene *scene, QWidget *parent)
    : QGraphicsView(scene, parent), mScene(scene),
      mTopRuler(new MarginRuler(Qt::Horizontal, this, scene->frame())),
      mLeftRuler(new MarginRuler(Qt::Vertical, this, scene->frame())),
      mLegend(new TableLegend(viewport()))
{
    setObjectName(QStringLiteral("tableView"));
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    setDragMode(RubberBandDrag);
    setRubberBandSelectionMode(Qt::IntersectsItemShape);
    setTransformationAnchor(AnchorUnderMouse);
    setResizeAnchor(AnchorViewCenter);
    setViewportUpdateMode(SmartViewportUpdate);
    // The cloth and its grid change only with the zoom: kept as a pixmap, so that a repaint of
    // the whole table (a sight line overlay moving with a dragged base) does not draw every
    // grid line again.
    setCacheMode(CacheBackground);
    // That pixmap, made opaque with the viewport's own background first, is drawn over the whole
    // viewport on every repaint: the viewport need not fill its background beneath it.
    viewport()->setAttribute(Qt::WA_OpaquePaintEvent);
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setViewportMargins(MarginRuler::thickness, MarginRuler::thickness, 0, 0);
    setBackgroundBrush(tablestyle::offTable);
    setAutoFit(true);
    connect(scene, &TableScene::synced, this, &TableView::onSynced);
    onSynced();
}

void TableView::onSynced()
{
    mLegend->sync(mScene->document());
    // A hex map's terrain is painted with the map, in the cached background.
    if (mScene->frame().hexLayout())
        resetCachedContent();
    // A new table (another battle, or its size changed): show all of it.
    if (mScene->frame().sceneRect() != mFittedTable) {
        mFittedTable = mScene->frame().sceneRect();
        fitTable();
    }
    placeOverlays();
}

void TableView::setZoom(double pixelsPerMm)
{
    setAutoFit(false);
    applyZoom(pixelsPerMm);
}

void TableView::applyZoom(double pixelsPerMm)
{
    const double z = std::clamp(pixelsPerMm, minZoom, maxZoom);
    setTransform(QTransform::fromScale(z, z));
    zoomChanged();
}

void TableView::zoomBy(double factor)
{
    setZoom(zoom() * factor);
}

void TableView::fitTable()
{
    const QRectF table = mScene->frame().sceneRect();
    if (table.isEmpty())
        return;
    setAutoFit(true);
    if (mScene->frame().hexLayout()) {
        // A hex map ends at its outer hexes' edges, and the rulers number its columns and rows:
        // no cloth around it, a few pixels clear of the viewport's edges. Every pixel counts on a
        // laptop, more so table-side, where the larger type of the menus and toolbars takes some
        // of the window's height.
        const double clear = 6;
        const QSizeF port = QSizeF(viewport()->size()) - QSizeF(2 * clear, 2 * clear);
        if (port.width() > 0 && port.height() > 0)
            applyZoom(std::min(port.width() / table.width(), port.height() / table.height()));
    } else {
        // A little cloth-free margin so the table's edges show.
        const double margin = std::max(table.width(), table.height()) * 0.02;
        fitInView(table.adjusted(-margin, -margin, margin, margin), Qt::KeepAspectRatio);
        applyZoom(transform().m11());
    }
    centerOn(table.center());
    keepLegendClear();
}

void TableView::setAutoFit(bool on)
{
    // A fitted table shows whole: no scroll bars. Zoomed or panned, both show until it is fitted
    // again. Scroll bars that came and went as needed would narrow the viewport when shown, so a
    // fit could show one, fit again and hide it, widen the viewport and fit again ... a resize
    // loop that never let the app idle; and shown a moment after a zoom (Qt shows them from the
    // event queue), they would shift the table under the pointer. The resize the policy causes
    // never fits the table.
    mAutoFit = false;
    const Qt::ScrollBarPolicy policy = on ? Qt::ScrollBarAlwaysOff : Qt::ScrollBarAlwaysOn;
    setHorizontalScrollBarPolicy(policy);
    setVerticalScrollBarPolicy(policy);
    mAutoFit = on;
}

void TableView::fitSelection()
{
    const QRectF bounds = mScene->selectionBounds();
    if (bounds.isEmpty()) {
        fitTable();
        return;
    }
    const double margin = std::max(bounds.width(), bounds.height()) * 0.25 + 20;
    fitInView(bounds.adjusted(-margin, -margin, margin, margin), Qt::KeepAspectRatio);
    setZoom(transform().m11());
    centerOn(bounds.center());
}

void TableView::zoomChanged()
{
    keepLegendClear();
    mScene->setPixelSize(1.0 / zoom());
    mTopRuler->update();
    mLeftRuler->update();
}

void TableView::drawBackground(QPainter *painter, const QRectF &rect)
{
    painter->fillRect(rect, tablestyle::offTable);
    const TableFrame &frame = mScene->frame();
    if (frame.hexLayout()) {
        const BattleDocument *document = mScene->document();
        paintHexBoard(painter, rect, frame, document ? &document->battle() : nullptr, zoom());
        return;
    }
    const QRectF table = frame.sceneRect();
    if (table.isEmpty())
        return;
    painter->fillRect(table, tablestyle::tableCloth);
    const double unit = frame.unitMm();
    const double pixelsPerUnit = unit * zoom();
    // Major lines every 6 MU (FoGR tables are multiples of 6 MU) or every foot on inch tables.
    const int major = frame.unit().kind() == core::MeasureUnit::Kind::Inch ? 12 : 6;
    const QRectF visible = rect.intersected(table);
    auto lines = [&](int every, const QPen &pen) {
        painter->setPen(pen);
        const double step = unit * every;
        for (double x = std::ceil(visible.left() / step) * step; x <= visible.right(); x += step)
            painter->drawLine(QPointF(x, visible.top()), QPointF(x, visible.bottom()));
        // Lines of constant table y, counted from side A's edge (the scene's bottom).
        const double depth = frame.depthMm();
        for (double y = std::ceil((depth - visible.bottom()) / step) * step;
             depth - y >= visible.top(); y += step)
            painter->drawLine(QPointF(visible.left(), depth - y),
                              QPointF(visible.right(), depth - y));
    };
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, false);
    if (pixelsPerUnit >= 6)
        lines(1, QPen(QColor(255, 255, 255, 45), 0));
    if (pixelsPerUnit * major >= 12)
        lines(major, QPen(QColor(255, 255, 255, 110), 0));
    painter->setPen(QPen(QColor(0x30, 0x30, 0x30), 0));
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(table);
    painter->restore();
}

void TableView::wheelEvent(QWheelEvent *event)
{
    const double steps = event->angleDelta().y() / 120.0;
    if (steps == 0) {
        QGraphicsView::wheelEvent(event);
        return;
    }
    zoomBy(std::pow(1.2, steps));
    event->accept();
}

void TableView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::MiddleButton || (event->button() == Qt::LeftButton && mSpaceHeld)) {
        mPanning = true;
        setAutoFit(false);
        mPanFrom = event->position().toPoint();
        viewport()->setCursor(Qt::ClosedHandCursor);
        event->accept();
        return;
    }
    QGraphicsView::mousePressEvent(event);
}

void TableView::mouseMoveEvent(QMouseEvent *event)
{
    if (mPanning) {
        const QPoint delta = event->position().toPoint() - mPanFrom;
        mPanFrom = event->position().toPoint();
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - delta.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - delta.y());
        event->accept();
        return;
    }
    const QPointF scene = mapToScene(event->position().toPoint());
    const TableFrame &frame = mScene->frame();
    const geometry::Point table = frame.toTable(scene);
    QString text;
    if (const geometry::HexLayout *hex = frame.hexLayout()) {
        // On a map: the hex under the pointer, as the map labels it.
        if (const std::optional<geometry::HexOffset> at = hex->mapHexAt(table))
            text = tr("Hex %1").arg(TableFrame::hexLabel(at->column, at->row));
    } else if (frame.sceneRect().contains(scene)) {
        text = tr("x %1 %3, y %2 %3")
                   .arg(frame.toUnits(table.x), 0, 'f', 2)
                   .arg(frame.toUnits(table.y), 0, 'f', 2)
                   .arg(frame.unit().symbol());
    }
    if (text != mCursorText) {
        mCursorText = text;
        emit cursorTextChanged(text);
    }
    mTopRuler->setCursorScene(scene);
    mLeftRuler->setCursorScene(scene);
    QGraphicsView::mouseMoveEvent(event);
}

void TableView::mouseReleaseEvent(QMouseEvent *event)
{
    if (mPanning && (event->button() == Qt::MiddleButton || event->button() == Qt::LeftButton)) {
        mPanning = false;
        viewport()->setCursor(mSpaceHeld ? Qt::OpenHandCursor : Qt::ArrowCursor);
        event->accept();
        return;
    }
    QGraphicsView::mouseReleaseEvent(event);
}

void TableView::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        mSpaceHeld = true;
        viewport()->setCursor(Qt::OpenHandCursor);
        event->accept();
        return;
    }
    QGraphicsView::keyPressEvent(event);
}

void TableView::keyReleaseEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        mSpaceHeld = false;
        viewport()->setCursor(Qt::ArrowCursor);
        event->accept();
        return;
    }
    QGraphicsView::keyReleaseEvent(event);
}

void TableView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    if (mAutoFit)
        fitTable();
    placeOverlays();
    keepLegendClear();
}

bool TableView::viewportEvent(QEvent *event)
{
    const bool handled = QGraphicsView::viewportEvent(event);
    // The viewport is sized after the view: the legend keeps to its corner.
    if (event->type() == QEvent::Resize)
        placeOverlays();
    return handled;
}

void TableView::scrollContentsBy(int dx, int dy)
{
    QGraphicsView::scrollContentsBy(dx, dy);
    // Scrolling the viewport carries its child widgets along: the legend goes back to its corner.
    placeOverlays();
    mTopRuler->update();
    mLeftRuler->update();
}

void TableView::leaveEvent(QEvent *event)
{
    if (!mCursorText.isEmpty()) {
        mCursorText.clear();
        emit cursorTextChanged(mCursorText);
    }
    QGraphicsView::leaveEvent(event);
}

QStringList TableView::labelOverlaps(bool ownBases) const
{
    QList<UnitLabelItem *> labels;
    QList<BaseItem *> bases;
    QList<TerrainItem *> terrain;
    for (QGraphicsItem *item : mScene->items()) {
        if (!item->isVisible())
            continue;
        if (auto *label = qgraphicsitem_cast<UnitLabelItem *>(item))
            labels << label;
        else if (auto *base = qgraphicsitem_cast<BaseItem *>(item))
            bases << base;
        else if (auto *piece = qgraphicsitem_cast<TerrainItem *>(item))
            terrain << piece;
    }
    std::sort(labels.begin(), labels.end(),
              [](const UnitLabelItem *a, const UnitLabelItem *b) { return a->unitId() < b->unitId(); });
    // A card in the scene: its rectangle on the viewport mapped back through the view's transform.
    // Half a pixel is the drawing's own blur: cards that only touch do not overlap.
    const QTransform toScene = viewportTransform().inverted();
    const double half = 0.5 / std::max(zoom(), 1e-9);
    QList<QRectF> cards;
    for (const UnitLabelItem *label : std::as_const(labels)) {
        const QRectF port = label->deviceTransform(viewportTransform()).mapRect(label->card());
        cards << toScene.mapRect(port).adjusted(half, half, -half, -half);
    }
    QStringList overlaps;
    for (qsizetype i = 0; i < labels.size(); ++i) {
        for (qsizetype j = i + 1; j < labels.size(); ++j) {
            if (cards[i].intersects(cards[j]))
                overlaps << QStringLiteral("%1 over %2").arg(labels[i]->name(), labels[j]->name());
        }
        const QRect port =
            labels[i]->deviceTransform(viewportTransform()).mapRect(labels[i]->card()).toAlignedRect();
        if (!mLegend->isHidden() && mLegend->geometry().adjusted(1, 1, -1, -1).intersects(port))
            overlaps << QStringLiteral("%1 under the legend").arg(labels[i]->name());
        for (const TerrainItem *piece : std::as_const(terrain)) {
            if (cards[i].intersects(piece->captionRect(1 / zoom())))
                overlaps << QStringLiteral("%1 over the name %2").arg(labels[i]->name(), piece->terrainType());
        }
        QSet<QString> covered;
        for (const BaseItem *base : std::as_const(bases)) {
            const bool own = base->unitId() == labels[i]->unitId();
            if ((own && !ownBases) || covered.contains(base->unitId()))
                continue;
            if (base->mapToScene(base->shape()).intersects(cards[i])) {
                covered.insert(base->unitId());
                const UnitLabelItem *other = mScene->unitLabel(base->unitId());
                overlaps << QStringLiteral("%1 over a base of %2")
                                .arg(labels[i]->name(), other ? other->name() : base->unitId());
            }
        }
    }
    return overlaps;
}

void TableView::keepLegendClear()
{
    // Where the legend is now; a pan does not move the labels (they would jump under the
    // pointer), the next zoom or fit does.
    mScene->setLabelsKeepClear(mLegend->isHidden() ? QRectF()
                                                   : mapToScene(mLegend->geometry()).boundingRect());
}

void TableView::placeOverlays()
{
    const QRect port = viewport()->geometry();
    const int t = MarginRuler::thickness;
    mTopRuler->setGeometry(port.left(), port.top() - t, port.width(), t);
    mLeftRuler->setGeometry(port.left() - t, port.top(), t, port.height());
    mTopRuler->raise();
    mLeftRuler->raise();
    mLegend->move(8, viewport()->height() - mLegend->height() - 8);
}

} // namespace adjutant::app
