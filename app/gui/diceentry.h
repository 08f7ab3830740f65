#pragma once

#include "app/gui/adjudication.h"

#include <QHash>
#include <QWidget>

class QGridLayout;
class QLabel;
class QLineEdit;
class QPushButton;

namespace adjutant::app {

// The physical dice as the players read them, one row per roll the procedure makes: the faces
// ("6 4 3 2 1 1", or "6432" for dice of one digit) and, when the rules re-roll some of them, the
// re-rolls in order. Counts and faces are checked by the rule set's dice source; its message
// shows on the roll's row. "Roll for me" asks Adjutant to roll instead.
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
    // What shows when the procedure makes no rolls (or cannot yet say which).
    void setEmptyText(const QString &text);

    QLineEdit *facesEdit(const QString &roll) const;
    QLineEdit *rerollsEdit(const QString &roll) const;
    QLabel *problemLabel(const QString &roll) const;
    QPushButton *rollButton() const { return mRoll; }
    QLabel *generalProblem() const { return mGeneral; }

    // "may re-roll 1s", "must re-roll 6s", or empty.
    static QString rerollText(const rulesets::RerollPolicy &policy, const rulesets::Die &die);

signals:
    void changed();

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

    void rebuild();
    void edited();
    void updateNotes();
    std::vector<int> faces(const Row &row, const QString &text, QString *problem) const;
    const Row *row(const QString &roll) const;

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
