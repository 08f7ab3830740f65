// SPDX-License-Identifier: GPL-3.0-or-later
// Table > Capture from Photo in the app: a battle file with markers, a synthetic photo of its table
// with two battle groups moved and one overlapping another, read off the window's thread; the
// confirm view ticks the moves that need no look and leaves the overlapping one unticked; the
// player unticks, drags to adjust and accepts; the accepted moves are one step, logged as
// captured, undone as one. The camera window says when there is no camera, and searches the
// newest frame as soon as the last is done. A watched folder opens the confirm view for a photo saved into it, and
// says in the status line why a photo that shows no table is not used; nothing is recorded
// without the player's accept.
#include "app/gui/capture/camerawindow.h"
#include "app/gui/capture/capturedialog.h"
#include "app/gui/capture/capturemenu.h"
#include "app/gui/document/battledocument.h"
#include "app/gui/mainwindow.h"
#include "capture/calibration.h"
#include "capture/testing/battlescene.h"
#include "capture/testing/syntheticphoto.h"
#include "core/battle.h"
#include "core/battlefile.h"
#include "core/battlesession.h"
#include "core/changes.h"
#include "core/markers.h"

#include <QFile>
#include <QJsonDocument>
#include <QCameraDevice>
#include <QMediaDevices>
#include <QGraphicsItem>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace adjutant;

namespace {

const QString demo = QStringLiteral(ADJUTANT_SOURCE_DIR "/resources/demo/fogr-tercio-and-dutch-foot.json");

void shift(core::Battle &battle, int unit, double dx, double dy)
{
    for (core::Base &b : battle.units[unit].bases) {
        b.x = core::Length::fromMillimetres(b.x.millimetres() + dx);
        b.y = core::Length::fromMillimetres(b.y.millimetres() + dy);
    }
}

} // namespace

class TestCaptureDialog : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void confirmAdjustAccept();
    void watchedFolder();
    void cameraFrames();
    void lensSetting();

private:
    QString photo(const core::Battle &truth, const QString &name, bool tableMarkers = true);
    QImage frame(const core::Battle &truth, QSize size, bool tableMarkers = true);
    QTemporaryDir mDir;
    core::Battle mBattle;
    QString mFile;
};

void TestCaptureDialog::initTestCase()
{
    QVERIFY(mDir.isValid());
    mBattle = core::BattleFile::readScenario(demo);
    core::Changes::apply(mBattle, *core::markers::propose(mBattle, false));
}

QString TestCaptureDialog::photo(const core::Battle &truth, const QString &name, bool tableMarkers)
{
    const QImage shot = frame(truth, QSize(4000, 3000), tableMarkers);
    const QString file = mDir.filePath(QStringLiteral("rendered-") + name);
    if (!shot.save(file, "JPEG", 90))
        qFatal("could not write %s", qPrintable(file));
    return file;
}

QImage TestCaptureDialog::frame(const core::Battle &truth, QSize size, bool tableMarkers)
{
    const capture::CaptureSettings settings;
    capturetesting::SyntheticScene scene = capturetesting::battleScene(truth, settings);
    if (!tableMarkers)
        scene.tableMarkers.clear();
    capturetesting::Degradation degradation;
    degradation.blurSigma = 0.8;
    degradation.noiseSigma = 2.0;
    return capturetesting::render(scene, capturetesting::cameraOver(truth, settings, 15.0, 0.0, size), degradation)
        .image;
}

void TestCaptureDialog::confirmAdjustAccept()
{
    const QString file = mDir.filePath(QStringLiteral("confirm.adjutant"));
    core::BattleFile::create(file, mBattle).reset();
    // The Tercio drawn back 20 cm, the flank Dutch 15 cm to the right, and the front Dutch moved
    // onto where the flank Dutch now stand: those two would overlap.
    core::Battle truth = mBattle;
    shift(truth, 0, 0.0, -200.0);
    shift(truth, 2, 150.0, 0.0);
    const core::Base &flank = truth.units[2].bases[0];
    const core::Base &front = truth.units[1].bases[0];
    shift(truth, 1, flank.x.millimetres() - front.x.millimetres() + 5.0, flank.y.millimetres() - front.y.millimetres());
    const QString table = photo(truth, QStringLiteral("table.jpg"));

    app::MainWindow window;
    QVERIFY(window.openFile(file));
    app::CaptureMenu *menu = window.captureMenu();
    QVERIFY(menu->fromPhoto->isEnabled());
    QSignalSpy done(menu, &app::CaptureMenu::captured);
    menu->capture({table});
    QVERIFY(menu->busy());
    QVERIFY(!menu->fromPhoto->isEnabled());
    QVERIFY(done.wait(60000));
    app::CaptureDialog *dialog = menu->confirm();
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    // The overlapping units need a look: unticked, their reason shown under their row.
    QCOMPARE(dialog->ticked(), QList<int>{0});
    QVERIFY2(dialog->summary().startsWith(QStringLiteral("The photo moves 3 units. 2 of them need a look first")),
             qPrintable(dialog->summary()));
    const QStringList overlapping = dialog->rowText(1);
    QVERIFY(overlapping.size() >= 2);
    QVERIFY2(overlapping[1].startsWith(QStringLiteral("⚠ ")) && overlapping[1].contains(QStringLiteral("would overlap")),
             qPrintable(overlapping[1]));
    // The player accepts the flank Dutch after all, then drags the Tercio 10 mm to the right.
    dialog->setTicked(2, true);
    QCOMPARE(dialog->ticked(), (QList<int>{0, 2}));
    QGraphicsItem *tercio = dialog->proposedPlace(0);
    QVERIFY(tercio);
    QVERIFY(tercio->flags() & QGraphicsItem::ItemIsMovable);
    tercio->setPos(10.0, 0.0);
    QCOMPARE(dialog->adjustments().value(0), QPointF(10.0, 0.0));

    app::BattleDocument *document = window.document();
    const qsizetype events = document->session().events().size();
    const core::Battle before = document->battle();
    dialog->accept();
    QCOMPARE(document->session().events().size(), events + 1);
    QCOMPARE(document->session().events().last().description,
             QStringLiteral("From a photo: moved 20 bases of \"Tercio\" and \"Dutch foot (flank)\""));
    const core::Battle &after = document->battle();
    for (int b = 0; b < after.units[0].bases.size(); ++b) {
        const core::Base &placed = after.units[0].bases[b];
        const core::Base &real = truth.units[0].bases[b];
        QVERIFY(std::abs(placed.x.millimetres() - real.x.millimetres() - 10.0) <= 1.0);
        QVERIFY(std::abs(placed.y.millimetres() - real.y.millimetres()) <= 1.0);
    }
    QCOMPARE(after.units[1], before.units[1]); // left unticked: where the battle had it
    document->undo();
    QCOMPARE(document->battle(), before);
}

void TestCaptureDialog::watchedFolder()
{
    const QString file = mDir.filePath(QStringLiteral("watched.adjutant"));
    core::BattleFile::create(file, mBattle).reset();
    core::Battle truth = mBattle;
    shift(truth, 0, 0.0, -150.0);
    const QString table = photo(truth, QStringLiteral("watched.jpg"));
    const QString blind = photo(truth, QStringLiteral("blind.jpg"), false);
    QTemporaryDir folder;
    QVERIFY(QFile::copy(table, folder.filePath(QStringLiteral("already-there.jpg"))));

    app::MainWindow window;
    QVERIFY(window.openFile(file));
    app::CaptureMenu *menu = window.captureMenu();
    menu->watch(folder.path());
    QCOMPARE(menu->watchedFolder(), QFileInfo(folder.path()).absoluteFilePath());
    QVERIFY(menu->watchFolder->isChecked());
    QSignalSpy done(menu, &app::CaptureMenu::captured);
    // A photo already there is not read; one saved afterwards is, once its size holds.
    QVERIFY(!done.wait(1500));
    QVERIFY(QFile::copy(blind, folder.filePath(QStringLiteral("IMG_0001.jpg"))));
    QVERIFY(done.wait(20000));
    QVERIFY(!menu->confirm());
    QVERIFY2(window.statusBar()->currentMessage().startsWith(QStringLiteral("Capture: ")),
             qPrintable(window.statusBar()->currentMessage()));
    QVERIFY2(window.statusBar()->currentMessage().contains(QStringLiteral("no table marker seen")),
             qPrintable(window.statusBar()->currentMessage()));
    QVERIFY(QFile::copy(table, folder.filePath(QStringLiteral("IMG_0002.jpg"))));
    QVERIFY(done.wait(20000));
    QVERIFY(menu->confirm());
    QCOMPARE(menu->confirm()->ticked(), QList<int>{0});
    // Nothing is recorded until the player accepts; a cancelled view records nothing.
    const qsizetype events = window.document()->session().events().size();
    menu->confirm()->reject();
    QCOMPARE(window.document()->session().events().size(), events);
    menu->watch({});
    QVERIFY(!menu->watchFolder->isChecked());
}

void TestCaptureDialog::cameraFrames()
{
    // Whether this machine has a camera or not, the window says which.
    QCOMPARE(app::CameraWindow::noCamera().isEmpty(), !QMediaDevices::videoInputs().isEmpty());
    if (QMediaDevices::videoInputs().isEmpty())
        QVERIFY(app::CameraWindow::noCamera().startsWith(QStringLiteral("No camera was found.")));

    const QString file = mDir.filePath(QStringLiteral("camera.adjutant"));
    core::BattleFile::create(file, mBattle).reset();
    core::Battle truth = mBattle;
    shift(truth, 0, 0.0, -150.0);
    app::MainWindow window;
    QVERIFY(window.openFile(file));
    // A webcam's 1920 x 1080 frames of the whole 6 x 4 ft table: its table markers are read; its
    // 10 mm base markers are about 10 pixels wide (docs/capture.md says what a webcam needs).
    app::CameraWindow camera(*window.document(), app::CaptureMenu::savedSettings());
    QSignalSpy updated(&camera, &app::CameraWindow::updated);
    const QImage sharp = frame(truth, QSize(1920, 1080));
    for (int k = 0; k < 4; ++k)
        camera.takeFrame(sharp); // the second replaces nothing; the third and fourth replace each other
    QVERIFY(updated.wait(20000));
    QVERIFY(updated.size() == 2 || updated.wait(20000));
    QCOMPARE(updated.size(), 2); // the first, and the newest of those that came while it was searched
    QVERIFY2(camera.status().startsWith(QStringLiteral("10 table markers and ")), qPrintable(camera.status()));
    QVERIFY(camera.updatesPerSecond() > 0.0);
    QVERIFY(camera.findings());
    QCOMPARE(camera.findings()->proposal.photos.size(), 1);
}

// Capture Settings' lens calibration: a saved one is used; one damaged or moved since is said and
// left out, and the capture goes on without it.
void TestCaptureDialog::lensSetting()
{
    capture::LensCalibration lens;
    lens.fx = lens.fy = 3000.0;
    lens.cx = 1999.5;
    lens.cy = 1499.5;
    lens.k1 = -0.02;
    lens.imageSize = QSize(4000, 3000);
    lens.rmsPixels = 0.1;
    const QString good = mDir.filePath(QStringLiteral("phone.json"));
    QFile file(good);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QJsonDocument(lens.toJson()).toJson());
    file.close();
    QSettings().setValue(QStringLiteral("capture/lensFile"), good);
    QString problem;
    const capture::CaptureSettings used = app::CaptureMenu::savedSettings(&problem);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QCOMPARE(used.lens.fx, 3000.0);
    QCOMPARE(used.lens.k1, -0.02);

    const QString damaged = mDir.filePath(QStringLiteral("damaged.json"));
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(QJsonDocument(lens.toJson()).toJson().replace("3000", "-3000"));
    file.close();
    QVERIFY(QFile::rename(good, damaged));
    QSettings().setValue(QStringLiteral("capture/lensFile"), damaged);
    const capture::CaptureSettings without = app::CaptureMenu::savedSettings(&problem);
    QVERIFY(!without.lens.isValid());
    QVERIFY2(problem.startsWith(damaged + QStringLiteral(": ")), qPrintable(problem));
    QSettings().setValue(QStringLiteral("capture/lensFile"), good); // moved away since
    QVERIFY(!app::CaptureMenu::savedSettings(&problem).lens.isValid());
    QVERIFY2(problem.contains(good), qPrintable(problem));
    QSettings().remove(QStringLiteral("capture/lensFile"));
}

QTEST_MAIN(TestCaptureDialog)
#include "tst_capturedialog.moc"
