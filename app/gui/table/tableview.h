// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QGraphicsView>

class QLabel;

namespace adjutant::app {

class MarginRuler;
class TableLegend;
class TableScene;

// The table on screen: a hex map as hexboard.h paints it, or a free-form table to scale, on its cloth with a grid in the table's unit (every unit, and
// stronger every 6 MU or 12 inches), rulers on the top and left margins, the legend in a corner.
// The wheel zooms about the pointer; the middle button (or Space with the left) pans; the left
// button on empty table draws a selection band. Scroll bars show while the table is zoomed or
// panned, not while it is fitted whole.
class TableView : public QGraphicsView
{
    Q_OBJECT

public:
    explicit TableView(TableScene *scene, QWidget *parent = nullptr);

    TableScene *tableScene() const { return mScene; }
    TableLegend *legend() const { return mLegend; }
    // Pixels per millimetre.
    double zoom() const { return transform().m11(); }
    void setZoom(double pixelsPerMm);

    void fitTable();
    void fitSelection();
    void zoomBy(double factor);
    // "x 33.6 MU, y 21.6 MU" for the pointer's last place on the table, or empty off it.
    QString cursorText() const { return mCursorText; }
    // Every unit label's card, as drawn in this view, that covers another label's card or a base
    // of another battle group ("Kolowrat over Deutschmeister", "Kolowrat over a base of Karlstadt
    // Croats"), lies under the legend ("Kolowrat under the legend") or over a terrain piece's
    // name ("Kolowrat over the name Woods"); with `ownBases`, its own group's bases too. Empty
    // when every label reads clear.
    // Measured from the items on screen, not from the scene's placement.
    QStringList labelOverlaps(bool ownBases = false) const;

signals:
    void cursorTextChanged(const QString &text);

protected:
    void drawBackground(QPainter *painter, const QRectF &rect) override;
    void wheelEvent(QWheelEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void keyReleaseEvent(QKeyEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    bool viewportEvent(QEvent *event) override;
    void scrollContentsBy(int dx, int dy) override;
    void leaveEvent(QEvent *event) override;

private:
    void applyZoom(double pixelsPerMm);
    void setAutoFit(bool on);
    void zoomChanged();
    void placeOverlays();
    // Tells the scene where the legend covers the table, for its labels to keep clear.
    void keepLegendClear();
    void onSynced();

    TableScene *mScene;
    MarginRuler *mTopRuler;
    MarginRuler *mLeftRuler;
    TableLegend *mLegend;
    QString mCursorText;
    QRectF mFittedTable;
    // Until the user zooms or pans, the whole table stays fitted as the view resizes (it is
    // often sized only once the window lays it out).
    bool mAutoFit = true;
    bool mPanning = false;
    bool mSpaceHeld = false;
    QPoint mPanFrom;
};

} // namespace adjutant::app
