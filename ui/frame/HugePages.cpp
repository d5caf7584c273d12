#include "frame/HugePages.h"

#ifdef __linux__
#include <sys/prctl.h>
#endif

namespace atlas {

void allowHugePages(bool allowed)
{
#ifdef __linux__
    // Best effort: if the kernel refuses, the process keeps its pages as they are.
    prctl(PR_SET_THP_DISABLE, allowed ? 0 : 1, 0, 0, 0);
#else
    (void)allowed;
#endif
}

bool hugePagesAllowed()
{
#ifdef __linux__
    return prctl(PR_GET_THP_DISABLE, 0, 0, 0, 0) != 1;
#else
    return false;
#endif
}

} // namespace atlas
