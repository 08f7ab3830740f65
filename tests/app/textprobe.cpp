// SPDX-License-Identifier: GPL-3.0-or-later
#include "textprobe.h"

#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QHash>
#include <QImage>
#include <QPaintDevice>
#include <QPaintEngine>
#include <QPainter>
#include <QWidget>

#include <cmath>
#include <utility>
#include <vector>

namespace textprobe {

namespace {

// A paint engine that draws nothing and writes down every text item, where the painter's
// transform puts it on the device.
class Recorder : public QPaintEngine
{
public:
    explicit Recorder(double dpi) : QPaintEngine(QPaintEngine::AllFeatures), mDpi(dpi) {}

    bool begin(QPaintDevice *) override { return true; }
    bool end() override { return true; }
    void updateState(const QPaintEngineState &) override {}
    void drawPixmap(const QRectF &, const QPixmap &, const QRectF &) override {}
    void drawPolygon(const QPointF *, int, PolygonDrawMode) override {}
    void drawPath(const QPainterPath &) override {}
    Type type() const override { return User; }

    void drawTextItem(const QPointF &origin, const QTextItem &item) override
    {
        const QTransform transform = painter()->deviceTransform();
        const QFont font = item.font();
        const double size = font.pixelSize() > 0 ? font.pixelSize() : font.pointSizeF() * mDpi / 72.0;
        const double scale = std::sqrt(std::abs(transform.determinant()));
        const QRectF run(origin.x(), origin.y() - item.ascent(), item.width(), item.ascent() + item.descent());
        // What the clips leave of it (a widget's own area, a scroll area's viewport): words
        // scrolled out of sight are not drawn on the screen.
        QRectF shown = transform.mapRect(run);
        if (!systemClip().isEmpty())
            shown = shown.intersected(systemClip().boundingRect());
        if (painter()->hasClipping())
            shown = shown.intersected(transform.mapRect(painter()->clipBoundingRect()));
        if (shown.isEmpty())
            return;
        texts.append({item.text(), shown, size * scale, painter()->pen().color()});
    }

    QList<DrawnText> texts;

private:
    double mDpi;
};

class Device : public QPaintDevice
{
public:
    Device(QSize size, int dpi) : mSize(size), mDpi(dpi), mEngine(dpi) {}
    QPaintEngine *paintEngine() const override { return &mEngine; }
    QList<DrawnText> texts() const { return mEngine.texts; }

protected:
    int metric(PaintDeviceMetric metric) const override
    {
        switch (metric) {
        case PdmWidth:
            return mSize.width();
        case PdmHeight:
            return mSize.height();
        case PdmWidthMM:
            return qRound(mSize.width() * 25.4 / mDpi);
        case PdmHeightMM:
            return qRound(mSize.height() * 25.4 / mDpi);
        case PdmNumColors:
            return std::numeric_limits<int>::max();
        case PdmDepth:
            return 32;
        case PdmDpiX:
        case PdmDpiY:
        case PdmPhysicalDpiX:
        case PdmPhysicalDpiY:
            return mDpi;
        case PdmDevicePixelRatio:
            return 1;
        case PdmDevicePixelRatioScaled:
            return int(QPaintDevice::devicePixelRatioFScale());
        }
        return 0;
    }

private:
    QSize mSize;
    int mDpi;
    mutable Recorder mEngine;
};

} // namespace

QList<DrawnText> drawnTexts(QWidget *window)
{
    // Caches off while the window is drawn: a cached item or background reaches the engine as a
    // picture, its words unseen. Put back as they were.
    std::vector<std::pair<QGraphicsItem *, QGraphicsItem::CacheMode>> items;
    std::vector<std::pair<QGraphicsView *, QGraphicsView::CacheMode>> views;
    for (QGraphicsView *view : window->findChildren<QGraphicsView *>()) {
        views.emplace_back(view, view->cacheMode());
        view->setCacheMode(QGraphicsView::CacheNone);
        if (!view->scene())
            continue;
        for (QGraphicsItem *item : view->scene()->items()) {
            if (item->cacheMode() != QGraphicsItem::NoCache) {
                items.emplace_back(item, item->cacheMode());
                item->setCacheMode(QGraphicsItem::NoCache);
            }
        }
    }
    Device device(window->size(), window->logicalDpiY());
    {
        QPainter painter(&device);
        window->render(&painter, QPoint(), QRegion(), QWidget::DrawChildren);
    }
    for (const auto &[item, mode] : items)
        item->setCacheMode(mode);
    for (const auto &[view, mode] : views)
        view->setCacheMode(mode);
    return device.texts();
}

QColor backgroundBehind(const QImage &image, const QRectF &rect)
{
    // Glyphs cover a fraction of their run's box; what the rest shows is what they stand on. (A
    // ring round the box would fall off a tight pill or cell onto what surrounds it.) Colours
    // are counted in bins of 16 levels a channel, so that a gradient (a tool bar's) counts as
    // one ground; the ground is the most filled bin's mean.
    const QRect box = rect.toAlignedRect().intersected(image.rect());
    struct Bin
    {
        int count = 0;
        double red = 0, green = 0, blue = 0;
    };
    QHash<int, Bin> bins;
    for (int y = box.top(); y <= box.bottom(); ++y) {
        for (int x = box.left(); x <= box.right(); ++x) {
            const QRgb pixel = image.pixel(x, y);
            Bin &bin = bins[(qRed(pixel) / 16) << 8 | (qGreen(pixel) / 16) << 4 | qBlue(pixel) / 16];
            ++bin.count;
            bin.red += qRed(pixel);
            bin.green += qGreen(pixel);
            bin.blue += qBlue(pixel);
        }
    }
    int bestKey = 0;
    Bin best;
    for (auto it = bins.cbegin(); it != bins.cend(); ++it) {
        if (it.value().count > best.count || (it.value().count == best.count && it.key() < bestKey)) {
            best = it.value();
            bestKey = it.key();
        }
    }
    if (best.count == 0)
        return {};
    return QColor(qRound(best.red / best.count), qRound(best.green / best.count), qRound(best.blue / best.count));
}

} // namespace textprobe
