#pragma once

#include "app/gui/attritionhistory.h"
#include "app/gui/books.h"

#include <QDockWidget>
#include <QHash>

class QAction;
class QChart;
class QChartView;
class QCheckBox;
class QLabel;
class QProgressBar;
class QTreeWidget;
class QVBoxLayout;

namespace adjutant::app {

class BattleDocument;

// Each side's attrition points against its break point (FoGR, Playing the Game), by the rule
// set's `attrition` procedure: a bar per side, the rows that make the points with their
// citations, an ARMY ROUT banner when an army reaches its break point (and one status message
// each time it does), a chart of attrition by turn from the log, and "Time Up" for the victory
// level on time (FoGR, Victory and Defeat).
class AttritionDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit AttritionDock(QWidget *parent = nullptr);
    void setDocument(BattleDocument *document);

    QAction *timeUp;

    const QList<books::SideAttrition> &sides() const { return mSides; }
    QProgressBar *bar(const QString &sideId) const { return mBars.value(sideId); }
    QLabel *banner(const QString &sideId) const { return mBanners.value(sideId); }
    // Ticked by the players when the side's camp is sacked: records side.changed (campSacked).
    QCheckBox *campSacked(const QString &sideId) const { return mCamps.value(sideId); }
    QTreeWidget *rows() const { return mRows; }
    QChart *chart() const { return mChart; }
    QLabel *verdict() const { return mVerdict; }
    const AttritionHistory &history() const { return mHistory; }
    // The victory procedure's verdict and its reasons, as the Time Up dialog shows it.
    QString victoryText(bool timeUp) const;

signals:
    // An army has just reached its break point (once each time it does).
    void armyRouted(const QString &sideId, const QString &text);
    // A change the battle refused.
    void message(const QString &text);

protected:
    void changeEvent(QEvent *event) override;

private:
    void sync();
    void rebuildSides();
    void updateChart();
    void styleChart();
    void showVictory();

    BattleDocument *mDocument = nullptr;
    QList<books::SideAttrition> mSides;
    QHash<QString, bool> mRouted;
    QStringList mShownSides;
    QWidget *mSidesBox;
    QVBoxLayout *mSidesLayout;
    QHash<QString, QLabel *> mTitles;
    QHash<QString, QProgressBar *> mBars;
    QHash<QString, QLabel *> mBanners;
    QHash<QString, QCheckBox *> mCamps;
    QTreeWidget *mRows;
    QLabel *mVerdict;
    QChart *mChart;
    QChartView *mChartView;
    AttritionHistory mHistory;
};

} // namespace adjutant::app
