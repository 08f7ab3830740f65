// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/gui/resolver/adjudication.h"

#include <QHash>
#include <QWidget>

class QGridLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QScrollArea;

namespace adjutant::app {

// The physical dice as the players read them, one row per roll the procedure makes: the faces
// ("6 4 3 2 1 1", or "6432" for dice of one digit) and, when the rules re-roll some of them, the
// re-rolls in order. Counts and faces are checked by the rule set's dice source; its message
// shows on the roll's row. "Roll for me" asks Adjutant to roll instead.
// A roll's row appears once the rolls before it are typed, right after them in the Tab order,
// so that a player types roll after roll with Tab between; rows already there stay as they are
// (the one typed in keeps the keyboard). Many rolls (a combat of many groups) scroll inside.
class DiceEntry : public QWidget
{
    Q_OBJECT

public:
    explicit DiceEntry(QWidget *parent = nullptr);

    // The rolls the procedure makes as far as known; what was typed for each roll stays.
    void setRolls(const QList<Adjudication::Roll> &rolls);
    void setProblem(const Adjudication::Problem &problem);
    // The dice typed, by roll name (rolls whose text does not read as numbers are left out, and
    // their row says why).
    QHash<QString, Adjudication::Typed> typed() const;
    void setTyped(const QHash<QString, Adjudication::Typed> &typed);
    void clearDice();
    // Whether any die is typed (even a face not yet read): what closing would lose.
    bool hasTyped() const;
    // What shows when the procedure makes no rolls (or cannot yet say which).
    void setEmptyText(const QString &text);

    QLineEdit *facesEdit(const QString &roll) const;
    QLineEdit *rerollsEdit(const QString &roll) const;
    QLabel *problemLabel(const QString &roll) const;
    QPushButton *rollButton() const { return mRoll; }
    QLabel *generalProblem() const { return mGeneral; }

    // "may re-roll 1s", "must re-roll 6s", or empty.
    static QString rerollText(const rulesets::RerollPolicy &policy, const rulesets::Die &die);

    QSize sizeHint() const override;

signals:
    void changed();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    struct Row
    {
        Adjudication::Roll roll;
        QLabel *name = nullptr;
        QLineEdit *faces = nullptr;
        QLabel *rerollLabel = nullptr;
        QLineEdit *rerolls = nullptr;
        QLabel *note = nullptr;
    };
    struct Text
    {
        QString faces;
        QString rerolls;
    };

    // The widgets of `row`, the `at`-th, made and laid out.
    void addRow(Row &row, int at);
    void updateTabOrder();
    void edited();
    void updateNotes();
    std::vector<int> faces(const Row &row, const QString &text, QString *problem) const;
    const Row *row(const QString &roll) const;

    QScrollArea *mScroll;
    QGridLayout *mGrid;
    QLabel *mEmpty;
    QLabel *mGeneral;
    QPushButton *mRoll;
    QList<Row> mRows;
    QHash<QString, Text> mText;
    Adjudication::Problem mProblem;
    bool mSetting = false;
};

} // namespace adjutant::app
