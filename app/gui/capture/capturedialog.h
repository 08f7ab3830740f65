// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "capture/proposal.h"
#include "core/battle.h"

#include <QDialog>
#include <QHash>
#include <QImage>
#include <QLineF>
#include <QPointF>
#include <QPolygonF>
#include <QRectF>

class QCheckBox;
class QGraphicsItem;
class QGraphicsLineItem;
class QGraphicsScene;
class QGraphicsView;
class QLabel;
class QPushButton;

namespace adjutant::app {

class BattleDocument;

// What a capture found, ready to confirm: the proposal and the photos seen from above (the
// playing area at `pixelsPerMm`, transparent where no photo reached). The confirm view is opened
// on it only while the document's battle is still `battle`.
struct CaptureFindings
{
    core::Battle battle; // the battle as it was when the photos were read: the proposal is against it
    capture::CaptureProposal proposal;
    QImage table;
    double pixelsPerMm = 1.0;
};

// Reads the photos, finds their markers and proposes the moves (capture/proposal.h), and draws
// them from above. Slow (about half a second a 12-megapixel photo): run it off the window's thread.
CaptureFindings findOnTable(const core::Battle &battle, const QStringList &photos,
                            const capture::CaptureSettings &settings);
// The same for a camera's frame, `name` for messages.
CaptureFindings findInFrame(const core::Battle &battle, const QImage &frame, const QString &name,
                            const capture::CaptureSettings &settings);

// The confirm view (issue 32): the proposed moves on the table over the photo, each unit's with
// its warnings and notes beside it, ticked when it may be accepted without a look. The player
// ticks or unticks each, drags a unit's proposed place to adjust it (a free-form table), and
// accepts: the ticked moves are recorded as one undoable step, logged as captured. Nothing is
// recorded otherwise.
class CaptureDialog : public QDialog
{
    Q_OBJECT

public:
    CaptureDialog(BattleDocument &document, CaptureFindings findings, QWidget *parent = nullptr);

    // The units ticked (their index in the battle), and where a drag moved each (mm).
    QList<int> ticked() const;
    QHash<int, QPointF> adjustments() const { return mAdjusted; }
    // Ticks or unticks a unit's row, as the player's click does.
    void setTicked(int unit, bool ticked);
    // A moved unit's proposed place on the view (the player drags it to adjust), or null.
    QGraphicsItem *proposedPlace(int unit) const { return mProposed.value(unit); }
    // A unit's row: its headline ("Tercio: moved 20 cm"), then its warnings and notes as shown.
    QStringList rowText(int unit) const;
    QString summary() const;

    void accept() override;

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void buildScene();
    void buildList(QWidget *rows);
    // The table fitted to the view, and each moved unit's name put where it covers no base and
    // no other name: under the unit, else above, left or right of it, else a step further out.
    void fitAndPlaceNames();
    void updateAcceptButton();
    void adjusted(int unit, QPointF byMm);
    BattleDocument &mDocument;
    CaptureFindings mFindings;
    QGraphicsScene *mScene;
    QGraphicsView *mView;
    QLabel *mSummary;
    QPushButton *mAccept;
    struct Row
    {
        QCheckBox *tick = nullptr; // a moved unit's; others have a plain headline
        QLabel *headline = nullptr;
        QList<QLabel *> details;
    };
    QHash<int, Row> mRows;
    QHash<int, QGraphicsItem *> mProposed;
    QHash<int, QGraphicsItem *> mNames; // each moved unit's name plate
    QHash<int, QRectF> mUnitRects;      // and its bases' bounds where the photo puts them
    QList<QPolygonF> mBaseOutlines;     // every base drawn, in scene coordinates: names keep off them
    // Each moved unit's arrow from where the battle has it to where the photo puts it, as drawn first.
    struct Arrow
    {
        QGraphicsLineItem *item;
        QLineF line;
    };
    QHash<int, Arrow> mArrows;
    QHash<int, QPointF> mAdjusted;
};

} // namespace adjutant::app
