#pragma once

#include <QGraphicsItem>

namespace adjutant::app {

// A commander on a hex map: a disc in his side's colour with a white rim and star, in the lower
// left of his hex so that the counter he stands with still shows. His name and rank are its
// tooltip.
class CommanderItem : public QGraphicsItem
{
public:
    enum
    {
        Type = UserType + 7
    };
    explicit CommanderItem(double radius);
    int type() const override { return Type; }
    void setSide(int sideIndex);

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    double mRadius;
    int mSide = -1;
};

} // namespace adjutant::app
