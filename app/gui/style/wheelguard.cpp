// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 31, "Nothing changes by accident": a mouse wheel never changes a value anywhere in the
// app. It scrolls what is around the field instead (a resolver's facts, a dock), and it gives no
// field the focus. This file puts that in force on the QApplication as it starts, in every
// program that links the style room (the app and its tests alike); no window has to ask for it,
// so none can forget. It has no header: nothing calls it.
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QScrollBar>
#include <QWheelEvent>

namespace adjutant::app {

namespace {

// A widget holding a value the wheel would step in plain Qt: a spin box (dates and times too), a
// combo box, a slider or a dial; never a scroll bar, which is what the wheel is for.
bool keepsWheelOff(const QObject *widget)
{
    if (qobject_cast<const QAbstractSpinBox *>(widget) || qobject_cast<const QComboBox *>(widget))
        return true;
    return qobject_cast<const QAbstractSlider *>(widget) &&
           !qobject_cast<const QScrollBar *>(widget);
}

// Scrolling the Nieuport 1600 close-combat form turned the defender from a tercio into artillery
// on its way past, and the result was ready to Apply. One filter on the application sees every
// widget of every window, those made later too. A wheel over a value widget is refused there and
// marked ignored, which QApplication takes as "not handled here" and offers to the parents in
// turn: the scroll area around the field scrolls, as it does over a label. A focused field is no
// exception: a player who clicks a field, types, then wheels on to read has the pointer still over
// it. The keyboard and the field's arrows still step a value. Qt gives a spin box or a combo box
// the focus on a wheel (Qt::WheelFocus) before any filter sees the event, so each is polished to
// Qt::StrongFocus (a click or Tab) instead.
class WheelGuard : public QObject
{
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        switch (event->type()) {
        case QEvent::Wheel:
            if (keepsWheelOff(watched)) {
                event->ignore();
                return true;
            }
            break;
        case QEvent::Polish:
            if (keepsWheelOff(watched)) {
                auto *widget = static_cast<QWidget *>(watched);
                if ((widget->focusPolicy() & Qt::WheelFocus) == Qt::WheelFocus)
                    widget->setFocusPolicy(Qt::StrongFocus);
            }
            break;
        default:
            break;
        }
        return false;
    }
};

// Run by the application's constructor, before any widget exists. A QCoreApplication (most of
// adjutant-cli's commands) has no widgets and gets no filter. The guard is the application's
// child, deleted with it.
void installWheelGuard()
{
    if (auto *application = qobject_cast<QApplication *>(QCoreApplication::instance()))
        application->installEventFilter(new WheelGuard(application));
}

Q_COREAPP_STARTUP_FUNCTION(installWheelGuard)

} // namespace

} // namespace adjutant::app

// A static library's file is linked only when something names it, and nothing calls the guard:
// the style room's CMakeLists.txt has every program that links the room ask for this name
// (`--undefined`), so the file, and with it the guard, is in each.
extern "C" void adjutant_wheel_guard();
extern "C" void adjutant_wheel_guard() {}
