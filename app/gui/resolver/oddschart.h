// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rulesets/procedureresult.h"

#include <QList>
#include <QScrollArea>

class QGridLayout;
class QLabel;

namespace adjutant::app {

// The chance of each outcome of a procedure (pass, drop one level, lose a base ...) as a list a
// player reads at the table: the outcomes under their question ("Who loses", "Tercio after the
// combat"), each in its own words, wrapped, never cut, with a bar and its percentage; the whole
// outcome and its exact fraction on hover. Many outcomes (a combat's follow-up) scroll inside.
class OddsChart : public QScrollArea
{
    Q_OBJECT

public:
    explicit OddsChart(QWidget *parent = nullptr);

    void setOutcomes(const QList<rulesets::Outcome> &outcomes);
    // No odds: `message` says why (the facts are incomplete, the procedure has no dice).
    void clearOutcomes(const QString &message);

    // What is shown, top to bottom, for tests: each outcome in full (its question, then what
    // happens, as the rule set words it), its percentage, and what hovering over it shows.
    QStringList labels() const;
    QList<double> percentages() const;
    QString toolTip(int row) const;
    // The widgets of a row: its words, its bar, its percentage (the tests hover over them).
    QList<QWidget *> rowWidgets(int row) const;
    QString message() const;

    // "41.7 %", "< 0.1 %", "100 %": a percentage as the rows write it.
    static QString percentText(double probability);

    QSize sizeHint() const override;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    struct Row
    {
        rulesets::Outcome outcome;
        QLabel *words = nullptr;
        QWidget *bar = nullptr;
        QLabel *percent = nullptr;
    };

    void clearRows();

    QWidget *mContent;
    QGridLayout *mGrid;
    QLabel *mMessage;
    QList<Row> mRows;
    QList<QWidget *> mHeadings;
};

} // namespace adjutant::app
