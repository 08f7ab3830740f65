// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QList>
#include <QString>
#include <QWidget>

namespace adjutant::app {

class BattleDocument;

// The key to the table, in a corner of the view: each side's colour, each kind of terrain on the
// table, and the contact and overlap marks.
class TableLegend : public QWidget
{
    Q_OBJECT

public:
    explicit TableLegend(QWidget *parent);
    void sync(const BattleDocument *document);

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    struct Row
    {
        enum class Swatch
        {
            Side,
            Terrain,
            Contact,
            Overlap
        } swatch;
        QString text;
        int side = -1;
        QString terrainType;
    };
    QList<Row> mRows;
};

} // namespace adjutant::app
