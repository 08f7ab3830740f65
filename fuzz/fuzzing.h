// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the harnesses share (docs/fuzzing.md). Each harness feeds one kind of outside input to the
// functions the app and adjutant-cli call on it, and keeps nothing from one input to the next.

#include <QByteArray>
#include <QString>

#include <cstddef>
#include <cstdint>

namespace adjutant::core {
struct Battle;
}

namespace adjutant::fuzz {

// Qt as the programs have it: a QCoreApplication (the SQLite driver is a plugin).
void initialize(int *argc, char ***argv);

inline QByteArray bytes(const std::uint8_t *data, std::size_t size)
{
    return QByteArray(reinterpret_cast<const char *>(data), qsizetype(size));
}

// Each rule set's demo battle (its example where it has no demo), read once: what changes are
// applied to.
const QList<core::Battle> &demoBattles();

// Stops the run as a crash does: the input broke a promise the program makes (a battle that was
// read writes out and reads back the same).
[[noreturn]] void fail(const QString &what);

} // namespace adjutant::fuzz
