// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QGraphicsItem>
#include <QPolygonF>
#include <QString>

namespace adjutant::app {

// A terrain piece drawn by its type (tablestyle::terrain), with its type written inside. Points
// at its model piece by id; its outline is a cache of the model's polygon, in scene units.
// Selected, it shows a handle on each corner: the scene reshapes the piece by dragging one
// (moveCorner, on screen only until the release records it). An outline that crosses itself,
// which the model refuses, is drawn red while it lasts.
class TerrainItem : public QGraphicsItem
{
public:
    enum
    {
        Type = UserType + 2
    };

    explicit TerrainItem(QString terrainId);
    int type() const override { return Type; }
    const QString &terrainId() const { return mId; }

    static constexpr double cornerPixels = 5; // half the side of a corner handle

    void setContent(const QString &type, const QPolygonF &outline);
    const QPolygonF &outline() const { return mOutline; }
    const QString &terrainType() const { return mType; }
    // Where its type is written in the middle, in the scene at `pixelMm` millimetres a pixel, or
    // empty where the piece is too small on screen to carry it. The table's labels keep clear.
    QRectF captionRect(double pixelMm) const;
    // The size of a screen pixel in scene units: the corner handles are pixel-sized at any zoom.
    void setPixelSize(double pixel);

    // The corner whose handle is under `scenePos`, or -1 (a piece not selected has no handles).
    int cornerAt(QPointF scenePos) const;
    // The edge (the index of its first corner) passing within a handle's reach of `scenePos`,
    // and the nearest point on it, or -1.
    int edgeAt(QPointF scenePos, QPointF *nearest) const;
    void moveCorner(int index, QPointF scenePos);
    bool crossesItself() const { return mCrossing; }

    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    QString mId;
    QString mType;
    QPolygonF mOutline;
    double mPixel = 1;
    bool mCrossing = false;
};

} // namespace adjutant::app
