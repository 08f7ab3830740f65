// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/gui/document/attritionhistory.h"
#include "app/gui/document/books.h"

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

// Each side's standing by the battle's rule set (rulesets::Books; FoGR: attrition points against
// the break point): a bar per side, the rows that make the points with their citations, a banner
// when a side reaches its threshold (and one status message each time it does), a chart of the
// points by turn from the log, and "Time Up" for the result on time. Its title and words are the
// rule set's; a rule set that reckons nothing yet says so in the verdict line.
class AttritionDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit AttritionDock(QWidget *parent = nullptr);
    void setDocument(BattleDocument *document);

    QAction *timeUp;

    const QList<rulesets::SideStanding> &sides() const { return mSides; }
    QProgressBar *bar(const QString &sideId) const { return mBars.value(sideId); }
    QLabel *banner(const QString &sideId) const { return mBanners.value(sideId); }
    // Ticked by the players when the side's camp is sacked: records side.changed (campSacked).
    // Only where the rule set counts a camp.
    QCheckBox *campSacked(const QString &sideId) const { return mCamps.value(sideId); }
    QTreeWidget *rows() const { return mRows; }
    QChart *chart() const { return mChart; }
    QLabel *verdict() const { return mVerdict; }
    const AttritionHistory &history() const { return mHistory; }
    // The rule set's verdict and its reasons, as the Time Up dialog shows it.
    QString victoryText(bool timeUp) const;

signals:
    // A side has just reached its threshold (FoGR: an army routs), once each time it does.
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
    QList<rulesets::SideStanding> mSides;
    rulesets::BooksTerms mTerms;
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
