// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QGraphicsItem>
#include <QStringList>

namespace adjutant::app {

// A commander on a hex map: a disc in his side's colour with a white rim and star, in the lower
// left of his hex so that the counter he stands with still shows, and beside it his command's
// orders and the markers on him (N1600 2.3), each a small flag with the word's initial. His name,
// rank, orders and markers in words are its tooltip.
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
    // The orders his command holds and the markers on him, in the rule set's words.
    void setMarks(const QString &orders, const QStringList &markers);
    // The initial a flag shows for a word: "C" for "Chargez!".
    static QString initialOf(const QString &word);

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    double mRadius;
    int mSide = -1;
    QString mOrders;
    QStringList mMarkers;
};

} // namespace adjutant::app
