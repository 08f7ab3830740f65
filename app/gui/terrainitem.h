#pragma once

#include <QGraphicsItem>
#include <QPolygonF>
#include <QString>

namespace adjutant::app {

// A terrain piece drawn by its type (tablestyle::terrain), with its type written inside. Points
// at its model piece by id; its outline is a cache of the model's polygon, in scene units.
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

    void setContent(const QString &type, const QPolygonF &outline);
    const QPolygonF &outline() const { return mOutline; }
    const QString &terrainType() const { return mType; }

    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    QString mId;
    QString mType;
    QPolygonF mOutline;
};

} // namespace adjutant::app
