// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/faultpoint.h"

#include <QByteArray>
#include <QtGlobal>

#include <csignal>

namespace adjutant::core {

namespace {
std::function<void(const char *)> &hook()
{
    static std::function<void(const char *)> installed;
    return installed;
}
} // namespace

void faultPoint(const char *name)
{
    if (hook())
        hook()(name);
    static const QByteArray killAt = qgetenv("ADJUTANT_KILL_AT");
    if (!killAt.isEmpty() && killAt == name)
        std::raise(SIGKILL);
}

void setFaultHook(std::function<void(const char *name)> hook)
{
    ::adjutant::core::hook() = std::move(hook);
}

} // namespace adjutant::core
